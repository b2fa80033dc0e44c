import type { PublicMockCheckout } from '@folio/contracts/schemas/payments';
import '@mantine/core/styles/Badge.layer.css';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Fact } from '../../components/fact';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { serverMessage } from '../../lib/server-messages';
import { fetchMockCheckout, payMockCheckout } from './client-invoice-call';
import { ClientPageFrame, PageLoading } from './client-page-frame';
import { useDocumentLanguage } from './invoice-language';
import { loadFailure, retryLoad } from './invoice-view';
import { checkoutFailure } from './pay-rules';
import { type PaymentMessages, usePaymentMessages } from './payment-messages';
import { CLIENT_INVOICE_TEXTS, CLIENT_MOCK_PAY_TEXTS } from './texts';

/**
 * The test payment page (/i/{token}/pay/{checkoutId}): where Pay leads while the server has no
 * Stripe keys, so the whole flow works on a laptop. It says plainly that it is a test, shows who is
 * paid, for which invoice and how much, and its Pay records the payment at once (once, however
 * often it is pressed), then returns to the invoice with `?payment=success`.
 */
export function MockPaymentPage({ token, checkoutId }: { token: string; checkoutId: string }) {
  useLocale();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['public-mock-checkout', token, checkoutId],
    queryFn: () => fetchMockCheckout(token, checkoutId),
    retry: retryLoad,
    refetchOnWindowFocus: false,
  });
  useDocumentLanguage(query.data?.locale);
  const backToInvoice = () =>
    navigate({ to: '/i/$token', params: { token }, search: { payment: 'success' } });
  const messages = usePaymentMessages();
  const pay = useMutation({
    mutationFn: () => payMockCheckout(token, checkoutId),
    onSuccess: () => void backToInvoice(),
  });

  return (
    <ClientPageFrame size="xs">
      {query.data ? (
        <Checkout
          checkout={query.data}
          token={token}
          paying={pay.isPending || pay.isSuccess}
          messages={messages}
          payError={pay.isError && messages ? checkoutFailure(pay.error, messages).page : null}
          onPay={() => pay.mutate()}
        />
      ) : query.isError ? (
        <Stack py="xl" data-testid="mock-checkout-failure">
          <Title order={1} fz={24}>
            {/* A 404 says "This payment page is not valid" in the server's words, in the page's language. */}
            {loadFailure(query.error) === 'notFound' && query.error instanceof Error
              ? query.error.message
              : CLIENT_INVOICE_TEXTS.failedTitle}
          </Title>
          <BackLink token={token} />
        </Stack>
      ) : (
        <PageLoading text={CLIENT_MOCK_PAY_TEXTS.loading} />
      )}
    </ClientPageFrame>
  );
}

function Checkout({
  checkout,
  token,
  messages,
  paying,
  payError,
  onPay,
}: {
  checkout: PublicMockCheckout;
  messages: PaymentMessages | undefined;
  token: string;
  paying: boolean;
  payError: string | null;
  onPay: () => void;
}) {
  useLocale();
  const amount = formatMoney(checkout.amount, checkout.currency);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="mock-checkout">
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {CLIENT_MOCK_PAY_TEXTS.title}
          </Title>
          <Badge color="yellow" variant="filled" leftSection={<IconFlask size={12} aria-hidden />}>
            {CLIENT_MOCK_PAY_TEXTS.badge}
          </Badge>
        </Group>
        <Alert color="yellow" variant="light" role="note">
          {CLIENT_MOCK_PAY_TEXTS.notice}
        </Alert>
        <Stack gap="sm">
          <Fact label={CLIENT_MOCK_PAY_TEXTS.seller}>{checkout.sellerName}</Fact>
          <Fact label={CLIENT_MOCK_PAY_TEXTS.invoice}>{checkout.displayNumber}</Fact>
          <Fact label={CLIENT_MOCK_PAY_TEXTS.amount} strong>
            <span data-testid="mock-amount">{amount}</span>
          </Fact>
        </Stack>
        {checkout.status === 'completed' ? (
          <Alert color="teal" variant="light" data-testid="mock-completed">
            {messages ? serverMessage(messages.checkoutCompleted) : null}
          </Alert>
        ) : checkout.status === 'expired' ? (
          <Alert color="gray" variant="light" data-testid="mock-expired">
            {CLIENT_MOCK_PAY_TEXTS.expired}
          </Alert>
        ) : (
          <>
            {payError && (
              <Alert color="red" variant="light" role="alert" data-testid="pay-error">
                {payError}
              </Alert>
            )}
            <Button size="lg" fullWidth loading={paying} onClick={onPay} data-testid="mock-pay">
              {CLIENT_INVOICE_TEXTS.pay(amount)}
            </Button>
          </>
        )}
        <BackLink token={token} />
      </Stack>
    </Paper>
  );
}

function BackLink({ token }: { token: string }) {
  useLocale();
  return (
    <Anchor
      size="sm"
      style={{ alignSelf: 'center' }}
      renderRoot={(props) => <Link to="/i/$token" params={{ token }} {...props} />}
    >
      {CLIENT_MOCK_PAY_TEXTS.backToInvoice}
    </Anchor>
  );
}
