import type { PublicInvoice } from '@folio/contracts/schemas/public-invoices';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { serverMessage } from '../../lib/server-messages';
import { startCheckout } from './client-invoice-call';
import { amountText, checkoutFailure, checkoutInput, parseAmount } from './pay-rules';
import { loadPaymentMessages, usePaymentMessages } from './payment-messages';
import { CLIENT_INVOICE_TEXTS } from './texts';

/** The smallest online payment in major units (the server's ONLINE_PAYMENT_MIN_CENTS). */
const MIN_AMOUNT = 1;

/**
 * Pay, on a phone first: the whole balance, or (where the seller allows partial payments) the
 * amount typed, from 1.00 to the balance. The server computes and checks the amount and answers
 * where to pay; the browser then leaves for that page (Stripe's, or the test payment page).
 */
export function PayBox({ invoice, token }: { invoice: PublicInvoice; token: string }) {
  useLocale();
  const [typed, setTyped] = useState(() => amountText(invoice.balanceDue));
  const [failure, setFailure] = useState<{ field: string | null; page: string | null }>({
    field: null,
    page: null,
  });
  const checkout = useMutation({
    mutationFn: () => startCheckout(token, checkoutInput(invoice.allowPartialPayments, typed)),
    onMutate: () => setFailure({ field: null, page: null }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      void loadPaymentMessages()
        .then((messages) => setFailure(checkoutFailure(error, messages)))
        // Offline, even the message could not load: the field and the page say nothing more.
        .catch(() => setFailure({ field: null, page: null })),
  });
  const typedAmount = parseAmount(typed);
  // The button says what will be asked for; an amount that cannot be read leaves it at the balance.
  const amount =
    invoice.allowPartialPayments && Number.isFinite(typedAmount) ? typedAmount : invoice.balanceDue;
  const money = (value: number) => formatMoney(value, invoice.currency);

  return (
    <form
      noValidate
      data-testid="pay-box"
      onSubmit={(event) => {
        event.preventDefault();
        checkout.mutate();
      }}
    >
      <Stack gap="sm">
        {invoice.allowPartialPayments && (
          // A plain text field with a decimal keypad (the page stays light on a phone); the server
          // refuses an amount out of range with its own message, shown here.
          <TextInput
            label={CLIENT_INVOICE_TEXTS.amount}
            description={CLIENT_INVOICE_TEXTS.amountHint(money(MIN_AMOUNT), money(invoice.balanceDue))}
            size="md"
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            error={failure.field}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setFailure((current) => ({ ...current, field: null }));
            }}
          />
        )}
        {failure.page && (
          <Alert color="red" variant="light" role="alert" data-testid="pay-error">
            {failure.page}
          </Alert>
        )}
        <Button
          type="submit"
          size="lg"
          fullWidth
          leftSection={<IconCreditCard size={20} aria-hidden />}
          // Pressed, the page is leaving for the payment page: the button stays busy until it has.
          loading={checkout.isPending || checkout.isSuccess}
          data-testid="pay"
        >
          {CLIENT_INVOICE_TEXTS.pay(money(amount))}
        </Button>
      </Stack>
    </form>
  );
}

/** Back from paying: what the client reads above the invoice, which is read again meanwhile. */
export function PaymentReceived() {
  useLocale();
  const messages = usePaymentMessages();
  return (
    <Alert color="teal" variant="light" role="status" data-testid="payment-received">
      {messages ? serverMessage(messages.paymentReceived) : null}
    </Alert>
  );
}
