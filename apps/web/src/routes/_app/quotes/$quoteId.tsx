import { createFileRoute, redirect } from '@tanstack/react-router';

/** /quotes/{id} is the quote's detail panel over the list. */
export const Route = createFileRoute('/_app/quotes/$quoteId')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/quotes', search: { open: params.quoteId }, replace: true });
  },
});
