import '@mantine/core/styles/Badge.layer.css';
import type { PublicQuote } from '@folio/contracts/schemas/public-quotes';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusBadge } from '../../components/status-badge';
import { formatDate, formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { ClientPageFrame, PageLoading } from '../client-invoice/client-page-frame';
import {
  DocumentHeading,
  DocumentParties,
  DownloadPdfButton,
  InvoiceLines,
  SellerFooter,
} from '../client-invoice/document-parts';
import { useDocumentLanguage } from '../client-invoice/invoice-language';
import { documentTotalsRows, loadFailure, retryLoad } from '../client-invoice/invoice-view';
import { CLIENT_INVOICE_TOTALS_TEXTS } from '../client-invoice/texts';
import { TotalsBlock } from '../invoices/totals-block';
import {
  acceptPublicQuote,
  declinePublicQuote,
  fetchPublicQuote,
  publicQuotePdfUrl,
} from './client-quote-call';
import { answerFailure, quoteState } from './quote-view';
import { CLIENT_QUOTE_TEXTS } from './texts';

const queryKey = (token: string) => ['public-quote', token];

/**
 * The client's quote page (the link of a quote email): the quote as its PDF shows it, with no
 * sign-in, phone first, in the client's language. While it can be answered it offers Accept (signed
 * with the client's full name) and Decline (with an optional reason); once answered, or expired, it
 * shows that state and no buttons.
 */
export function ClientQuotePage({ token }: { token: string }) {
  useLocale();
  const query = useQuery({
    queryKey: queryKey(token),
    queryFn: () => fetchPublicQuote(token),
    retry: retryLoad,
    refetchOnWindowFocus: false,
  });
  useDocumentLanguage(query.data?.locale);

  return (
    <ClientPageFrame size="md">
      {query.data ? (
        <QuoteDocument quote={query.data} token={token} />
      ) : query.isError ? (
        <LoadFailed notFound={loadFailure(query.error) !== 'failed'} onRetry={() => void query.refetch()} />
      ) : (
        <PageLoading text={CLIENT_QUOTE_TEXTS.loading} />
      )}
    </ClientPageFrame>
  );
}

function LoadFailed({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  useLocale();
  return (
    <Stack maw={480} mx="auto" py="xl" data-testid="client-quote-failure">
      <Title order={1} fz={24}>
        {notFound ? CLIENT_QUOTE_TEXTS.notFoundTitle : CLIENT_QUOTE_TEXTS.failedTitle}
      </Title>
      {notFound ? (
        <Text>{CLIENT_QUOTE_TEXTS.notFound}</Text>
      ) : (
        <Button variant="light" onClick={onRetry} style={{ alignSelf: 'flex-start' }}>
          {CLIENT_QUOTE_TEXTS.retry}
        </Button>
      )}
    </Stack>
  );
}

function QuoteDocument({ quote, token }: { quote: PublicQuote; token: string }) {
  useLocale();
  const { seller, client } = quote;
  const state = quoteState(quote);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="client-quote">
      <Stack gap="lg">
        <DocumentHeading
          title={CLIENT_QUOTE_TEXTS.heading(quote.displayNumber)}
          badge={<StatusBadge kind="quote" status={quote.status} />}
          dates={[
            {
              key: 'issued',
              label: CLIENT_QUOTE_TEXTS.issued,
              value: formatDate(quote.sentAt ?? quote.issueDate),
            },
            {
              key: 'validUntil',
              label: CLIENT_QUOTE_TEXTS.validUntil,
              value: formatDate(quote.validUntil),
              testId: 'valid-until',
            },
          ]}
          seller={seller}
        />

        <DocumentParties seller={seller} client={client} clientTitle={CLIENT_QUOTE_TEXTS.quoteFor} />

        <InvoiceLines invoice={quote} />

        <TotalsBlock rows={documentTotalsRows(quote)} label={CLIENT_INVOICE_TOTALS_TEXTS.title} />

        {state === 'answer' ? <AnswerBox token={token} /> : <AnsweredState quote={quote} state={state} />}

        <DownloadPdfButton href={publicQuotePdfUrl(token)} variant="default" />

        <SellerFooter text={seller.invoiceFooter} />
      </Stack>
    </Paper>
  );
}

/** Accepted, declined or expired: what happened, and no buttons. */
function AnsweredState({
  quote,
  state,
}: {
  quote: PublicQuote;
  state: Exclude<ReturnType<typeof quoteState>, 'answer'>;
}) {
  useLocale();
  if (state === 'closed') return null;
  const [color, title, text] =
    state === 'accepted'
      ? [
          'teal',
          CLIENT_QUOTE_TEXTS.acceptedTitle,
          quote.acceptance &&
            CLIENT_QUOTE_TEXTS.acceptedBy(quote.acceptance.name, formatDateTime(quote.acceptance.at)),
        ]
      : state === 'declined'
        ? [
            'red',
            CLIENT_QUOTE_TEXTS.declinedTitle,
            quote.declinedAt && CLIENT_QUOTE_TEXTS.declinedOn(formatDateTime(quote.declinedAt)),
          ]
        : [
            'orange',
            CLIENT_QUOTE_TEXTS.expiredTitle,
            CLIENT_QUOTE_TEXTS.expired(formatDate(quote.validUntil)),
          ];
  return (
    <Alert color={color} variant="light" title={title} data-testid="quote-state" data-state={state}>
      {text}
    </Alert>
  );
}

/**
 * Accept or Decline. Accept asks for the signer's full name before anything is recorded; Decline
 * asks to confirm, with an optional reason. The server's answer (the quote as it now stands)
 * replaces the page's, so the state shows at once; a refusal (already answered, expired meanwhile)
 * is shown in the server's words and the quote is read again.
 */
function AnswerBox({ token }: { token: string }) {
  useLocale();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'choose' | 'accept' | 'decline'>('choose');
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<{ field: string | null; page: string | null }>({
    field: null,
    page: null,
  });
  const answer = useMutation({
    mutationFn: (choice: 'accept' | 'decline') =>
      choice === 'accept' ? acceptPublicQuote(token, name.trim()) : declinePublicQuote(token, reason.trim()),
    onMutate: () => setFailure({ field: null, page: null }),
    onSuccess: (quote) => queryClient.setQueryData(queryKey(token), quote),
    onError: (error) => {
      const found = answerFailure(error);
      setFailure(found.field || found.page ? found : { field: null, page: CLIENT_QUOTE_TEXTS.answerFailed });
      if (!found.field) void queryClient.invalidateQueries({ queryKey: queryKey(token) });
    },
  });

  if (step === 'choose')
    return (
      <Stack gap="sm" data-testid="quote-answer">
        {failure.page && (
          <Alert color="red" variant="light" role="alert">
            {failure.page}
          </Alert>
        )}
        <Group gap="sm" grow preventGrowOverflow={false}>
          <Button
            size="md"
            color="teal"
            leftSection={<IconCheck size={18} aria-hidden />}
            onClick={() => setStep('accept')}
          >
            {CLIENT_QUOTE_TEXTS.accept}
          </Button>
          <Button
            size="md"
            variant="default"
            leftSection={<IconX size={18} aria-hidden />}
            onClick={() => setStep('decline')}
          >
            {CLIENT_QUOTE_TEXTS.decline}
          </Button>
        </Group>
      </Stack>
    );

  const accepting = step === 'accept';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      noValidate
      aria-labelledby="quote-answer-title"
      data-testid={accepting ? 'accept-form' : 'decline-form'}
      onSubmit={(event) => {
        event.preventDefault();
        if (accepting && !name.trim()) {
          setFailure({ field: CLIENT_QUOTE_TEXTS.nameRequired, page: null });
          return;
        }
        answer.mutate(step);
      }}
    >
      <Stack gap="sm">
        <Title order={2} fz="md" id="quote-answer-title">
          {accepting ? CLIENT_QUOTE_TEXTS.acceptTitle : CLIENT_QUOTE_TEXTS.declineTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {accepting ? CLIENT_QUOTE_TEXTS.acceptIntro : CLIENT_QUOTE_TEXTS.declineIntro}
        </Text>
        {failure.page && (
          <Alert color="red" variant="light" role="alert">
            {failure.page}
          </Alert>
        )}
        {accepting ? (
          <TextInput
            label={CLIENT_QUOTE_TEXTS.fullName}
            required
            autoComplete="name"
            maxLength={200}
            data-autofocus
            autoFocus
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={failure.field}
          />
        ) : (
          <Textarea
            label={CLIENT_QUOTE_TEXTS.reason}
            autosize
            minRows={3}
            maxLength={1000}
            autoFocus
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={failure.field}
          />
        )}
        <Group gap="sm" grow preventGrowOverflow={false}>
          <Button type="submit" color={accepting ? 'teal' : 'red'} loading={answer.isPending}>
            {accepting ? CLIENT_QUOTE_TEXTS.acceptAndSign : CLIENT_QUOTE_TEXTS.confirmDecline}
          </Button>
          <Button
            variant="default"
            disabled={answer.isPending}
            onClick={() => {
              setStep('choose');
              setFailure({ field: null, page: null });
            }}
          >
            {CLIENT_QUOTE_TEXTS.back}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
