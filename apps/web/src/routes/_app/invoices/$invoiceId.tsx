import { createFileRoute, redirect } from '@tanstack/react-router';

/** /invoices/{id} is the invoice's detail panel over the list. */
export const Route = createFileRoute('/_app/invoices/$invoiceId')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/invoices', search: { open: params.invoiceId }, replace: true });
  },
});
