import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ProjectForm } from '../../../features/projects/project-form';
import { PROJECT_TEXTS } from '../../../features/projects/texts';
import { useLocale } from '../../../lib/i18n';
import { screenHead } from '../../../lib/page-title';

export const Route = createFileRoute('/_app/projects/new')({
  head: () => screenHead(PROJECT_TEXTS.newProjectTitle),
  component: NewProjectPage,
});

function NewProjectPage() {
  useLocale();
  return (
    <Stack gap="lg">
      <Title order={1}>{PROJECT_TEXTS.newProjectTitle}</Title>
      <ProjectForm />
    </Stack>
  );
}
