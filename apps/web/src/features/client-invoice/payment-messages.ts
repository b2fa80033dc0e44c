import { useQuery } from '@tanstack/react-query';

/** The server's payment texts (PAYMENT_MSG), in English: serverMessage shows them in the page's language. */
export type PaymentMessages = typeof import('@folio/contracts/schemas/payments').PAYMENT_MSG;

/**
 * PAYMENT_MSG is loaded only when the page has one of them to show (back from paying, a refused
 * Pay, the test payment page): its module carries the payment schemas and their validation library,
 * which the client's invoice page does not otherwise need, so they stay out of its first load.
 */
export const loadPaymentMessages = (): Promise<PaymentMessages> =>
  import('@folio/contracts/schemas/payments').then((module) => module.PAYMENT_MSG);

/** PAYMENT_MSG once loaded (undefined until then, or when not `enabled`). */
export function usePaymentMessages(enabled = true): PaymentMessages | undefined {
  return useQuery({
    queryKey: ['payment-messages'],
    queryFn: loadPaymentMessages,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
