import { createFileRoute, redirect } from '@tanstack/react-router';

/** /projects/{id} is the project's detail panel over the list. */
export const Route = createFileRoute('/_app/projects/$projectId')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/projects', search: { open: params.projectId }, replace: true });
  },
});
