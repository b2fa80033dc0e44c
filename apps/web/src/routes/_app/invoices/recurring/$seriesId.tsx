import { createFileRoute, redirect } from '@tanstack/react-router';

/** /invoices/recurring/{id} is the series' panel over the list. */
export const Route = createFileRoute('/_app/invoices/recurring/$seriesId')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/invoices/recurring', search: { open: params.seriesId }, replace: true });
  },
});
