import { PAYMENT_MSG } from '@folio/contracts/schemas/payments';
import type { PublicInvoice } from '@folio/contracts/schemas/public-invoices';
import { Alert, Button, NumberInput, Stack } from '@mantine/core';
import '@mantine/core/styles/NumberInput.layer.css';
import { IconCreditCard } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { serverMessage } from '../../lib/server-messages';
import { numberSeparators } from '../invoices/number-separators';
import { startCheckout } from './client-invoice-call';
import { checkoutFailure, checkoutInput } from './pay-rules';
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
  const [typed, setTyped] = useState<number | string>(invoice.balanceDue);
  const [failure, setFailure] = useState<{ field: string | null; page: string | null }>({
    field: null,
    page: null,
  });
  const checkout = useMutation({
    mutationFn: () => startCheckout(token, checkoutInput(invoice.allowPartialPayments, typed)),
    onMutate: () => setFailure({ field: null, page: null }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => setFailure(checkoutFailure(error)),
  });
  const amount = invoice.allowPartialPayments && typeof typed === 'number' ? typed : invoice.balanceDue;
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
          <NumberInput
            label={CLIENT_INVOICE_TEXTS.amount}
            description={CLIENT_INVOICE_TEXTS.amountHint(money(MIN_AMOUNT), money(invoice.balanceDue))}
            size="md"
            min={MIN_AMOUNT}
            max={invoice.balanceDue}
            // The server refuses an amount out of range with its own message, shown here.
            clampBehavior="none"
            decimalScale={2}
            allowNegative={false}
            inputMode="decimal"
            {...numberSeparators()}
            value={typed}
            error={failure.field}
            onChange={(value) => {
              setTyped(value);
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
  return (
    <Alert color="teal" variant="light" role="status" data-testid="payment-received">
      {serverMessage(PAYMENT_MSG.paymentReceived)}
    </Alert>
  );
}
