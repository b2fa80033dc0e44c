import { createFileRoute, redirect } from '@tanstack/react-router';

/** /clients/{id} is the client's detail panel over the list. */
export const Route = createFileRoute('/_app/clients/$clientId')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/clients', search: { open: params.clientId }, replace: true });
  },
});
