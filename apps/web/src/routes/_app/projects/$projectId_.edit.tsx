import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageLoader } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { ProjectForm } from '../../../features/projects/project-form';
import { PROJECT_TEXTS } from '../../../features/projects/texts';
import { useLocale } from '../../../lib/i18n';
import { screenHead } from '../../../lib/page-title';
import { trpc } from '../../../lib/trpc';

export const Route = createFileRoute('/_app/projects/$projectId_/edit')({
  head: () => screenHead(PROJECT_TEXTS.editProjectTitle),
  loader: ({ context, params }) => void context.trpc.projects.get.prefetch({ id: params.projectId }),
  component: EditProjectPage,
});

function EditProjectPage() {
  useLocale();
  const { projectId } = Route.useParams();
  const project = trpc.projects.get.useQuery({ id: projectId });
  return (
    <Stack gap="lg">
      <Title order={1}>{PROJECT_TEXTS.editProjectTitle}</Title>
      <QueryState query={project} errorTitle={PROJECT_TEXTS.loadOneFailed} loading={<PageLoader />}>
        {(data) => <ProjectForm key={data._id} project={data} />}
      </QueryState>
    </Stack>
  );
}
