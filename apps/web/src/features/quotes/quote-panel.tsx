import type { Quote } from '@folio/contracts';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFileInvoice, IconFileTypePdf, IconLink, IconMail } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useConfirmedDelete } from '../../components/confirm-dialog';
import { EditRecordButton } from '../../components/edit-record-button';
import { Fact } from '../../components/fact';
import { PanelButton } from '../../components/panel-button';
import { PanelSection } from '../../components/panel-section';
import { RecordPanel, type RecordPanelProps } from '../../components/record-panel';
import { StatusBadge } from '../../components/status-badge';
import { formatDate, formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { toastFailure } from '../../lib/mutation-failure';
import { TEXTS } from '../../lib/texts';
import { toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { savedTotals, totalsRows } from '../invoices/invoice-rules';
import { ClientFact, LineItemsSection, ProjectsSection } from '../invoices/panel-parts';
import { INVOICE_EMAIL_TEXTS, INVOICE_TOTALS_TEXTS } from '../invoices/texts';
import { TotalsBlock } from '../invoices/totals-block';
import { openQuotePdf } from './open-pdf';
import { QuoteDeliveries, SendQuoteDialog } from './quote-emails';
import { canEditQuote, canMarkQuoteSent, canSendQuote, convertState, hasClientPage } from './quote-rules';
import { QUOTE_ANSWER_TEXTS, QUOTE_TEXTS } from './texts';
import { useQuoteMutations } from './use-quote-mutations';

const useQuote = (id: string | undefined) => trpc.quotes.get.useQuery({ id: id ?? '' }, { enabled: !!id });

/** The quote side panel, open while the address says `?open={quoteId}`. */
export function QuotePanel({ id, onClose }: RecordPanelProps) {
  useLocale();
  return (
    <RecordPanel
      id={id}
      onClose={onClose}
      useRecord={useQuote}
      title={(quote) => (quote ? QUOTE_TEXTS.panelTitleOf(quote.displayNumber) : QUOTE_TEXTS.panelTitle)}
      errorTitle={QUOTE_TEXTS.loadOneFailed}
    >
      {(quote) => <QuoteDetails quote={quote} onDeleted={onClose} />}
    </RecordPanel>
  );
}

function QuoteDetails({ quote, onDeleted }: { quote: Quote; onDeleted: () => void }) {
  useLocale();
  const can = useCan();
  const utils = trpc.useUtils();
  const mutations = useQuoteMutations();
  const { confirmDelete, dialog } = useConfirmedDelete(mutations.remove);
  const [sending, setSending] = useState(false);
  const convert = convertState(quote);

  const remove = () =>
    confirmDelete(quote._id, {
      message: QUOTE_TEXTS.deleteConfirm,
      failed: QUOTE_TEXTS.deleteFailed,
      onDeleted,
    });

  // The link also shows in the panel: a browser may refuse the clipboard (a page not served over
  // https), and the user can then copy it from the field.
  const [link, setLink] = useState<string | null>(null);
  const copyLink = async () => {
    let url: string;
    try {
      url = (await utils.quotes.shareLink.fetch({ id: quote._id })).url;
    } catch (error) {
      toastFailure(error, QUOTE_TEXTS.linkFailed);
      return;
    }
    setLink(url);
    const copied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    if (copied) toastSuccess(QUOTE_TEXTS.linkCopied);
  };

  return (
    <Stack gap="lg">
      {dialog}
      <Group gap="xs">
        <StatusBadge kind="quote" status={quote.status} />
      </Group>

      <Group gap="xs" role="group" aria-label={QUOTE_TEXTS.quoteActions}>
        <PanelButton variant="default" icon={IconFileTypePdf} onClick={() => void openQuotePdf(quote._id)}>
          {QUOTE_TEXTS.viewPdf}
        </PanelButton>
        {can.manage && (
          <>
            {canMarkQuoteSent(quote) && (
              <PanelButton
                loading={mutations.markSent.isPending}
                onClick={() => mutations.markSent.mutate({ id: quote._id })}
              >
                {QUOTE_TEXTS.markSent}
              </PanelButton>
            )}
            {canSendQuote(quote) && (
              <PanelButton icon={IconMail} onClick={() => setSending(true)}>
                {INVOICE_EMAIL_TEXTS.action}
              </PanelButton>
            )}
            {hasClientPage(quote) && (
              <PanelButton variant="default" icon={IconLink} onClick={() => void copyLink()}>
                {QUOTE_TEXTS.copyLink}
              </PanelButton>
            )}
            {canEditQuote(quote) && (
              <EditRecordButton link={{ to: '/quotes/$quoteId/edit', params: { quoteId: quote._id } }} />
            )}
            <PanelButton variant="subtle" color="red" onClick={() => void remove()}>
              {TEXTS.delete}
            </PanelButton>
          </>
        )}
      </Group>

      {link && (
        <TextInput
          label={QUOTE_TEXTS.clientLink}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-testid="quote-link"
        />
      )}

      {can.manage && <SendQuoteDialog quote={quote} opened={sending} onClose={() => setSending(false)} />}

      {convert === 'converted' && quote.convertedInvoice && (
        <Alert color="teal" variant="light" icon={<IconFileInvoice size={18} aria-hidden />}>
          <Group gap={6}>
            <Text size="sm">{QUOTE_TEXTS.convertedTo}</Text>
            <Anchor
              size="sm"
              fw={600}
              renderRoot={(props) => (
                <Link to="/invoices" search={{ open: quote.convertedInvoice!._id }} {...props} />
              )}
            >
              {QUOTE_TEXTS.invoiceLink(quote.convertedInvoice.displayNumber)}
            </Anchor>
            {quote.convertedAt && (
              <Text size="sm" c="dimmed">
                · {formatDateTime(quote.convertedAt)}
              </Text>
            )}
          </Group>
        </Alert>
      )}
      {can.manage && convert !== 'converted' && (
        <Stack gap={4}>
          <Button
            leftSection={<IconFileInvoice size={16} aria-hidden />}
            disabled={convert !== 'ready'}
            loading={mutations.convert.isPending}
            onClick={() => mutations.convert.mutate({ id: quote._id })}
            aria-describedby={convert === 'ready' ? undefined : 'quote-convert-why'}
            style={{ alignSelf: 'flex-start' }}
          >
            {QUOTE_TEXTS.convert}
          </Button>
          {convert !== 'ready' && (
            <Text size="xs" c="dimmed" id="quote-convert-why">
              {QUOTE_TEXTS.convertWhy[convert]}
            </Text>
          )}
        </Stack>
      )}
      {can.manage && !canEditQuote(quote) && (
        <Text size="xs" c="dimmed">
          {QUOTE_TEXTS.editWhy}
        </Text>
      )}

      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <ClientFact client={quote.client} />
        <Fact label={QUOTE_TEXTS.validUntil}>{formatDate(quote.validUntil)}</Fact>
        <Fact label={QUOTE_TEXTS.createdAt}>{formatDateTime(quote.createdAt)}</Fact>
        {quote.sentAt && <Fact label={QUOTE_TEXTS.sent}>{formatDateTime(quote.sentAt)}</Fact>}
        {quote.viewedAt && <Fact label={QUOTE_TEXTS.viewed}>{formatDateTime(quote.viewedAt)}</Fact>}
      </SimpleGrid>

      {quote.status !== 'draft' && <ClientAnswer quote={quote} />}

      <LineItemsSection title={QUOTE_TEXTS.items} document={quote} />

      <PanelSection title={INVOICE_TOTALS_TEXTS.title}>
        <TotalsBlock
          label={INVOICE_TOTALS_TEXTS.title}
          rows={totalsRows(savedTotals(quote), quote.currency, quote.pricesIncludeTax)}
        />
      </PanelSection>

      <ProjectsSection
        title={QUOTE_TEXTS.projects}
        emptyText={QUOTE_TEXTS.noProjects}
        projects={quote.project}
      />

      <QuoteDeliveries quote={quote} />
    </Stack>
  );
}

/** Who accepted the quote on its page, when, from which address and browser; or when it was declined. */
function ClientAnswer({ quote }: { quote: Quote }) {
  useLocale();
  const { acceptance } = quote;
  return (
    <PanelSection title={QUOTE_ANSWER_TEXTS.title}>
      {acceptance ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="quote-acceptance">
          <Fact label={QUOTE_ANSWER_TEXTS.acceptedBy}>{acceptance.name}</Fact>
          <Fact label={QUOTE_ANSWER_TEXTS.acceptedAt}>{formatDateTime(acceptance.at)}</Fact>
          {acceptance.ip && <Fact label={QUOTE_ANSWER_TEXTS.address}>{acceptance.ip}</Fact>}
          {acceptance.userAgent && (
            <Fact label={QUOTE_ANSWER_TEXTS.browser}>
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {acceptance.userAgent}
              </Text>
            </Fact>
          )}
        </SimpleGrid>
      ) : quote.declinedAt ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="quote-declined">
          <Fact label={QUOTE_ANSWER_TEXTS.declinedAt}>{formatDateTime(quote.declinedAt)}</Fact>
          {quote.declineReason && (
            <Fact label={QUOTE_ANSWER_TEXTS.declineReason}>
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {quote.declineReason}
              </Text>
            </Fact>
          )}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {QUOTE_ANSWER_TEXTS.none}
        </Text>
      )}
    </PanelSection>
  );
}
