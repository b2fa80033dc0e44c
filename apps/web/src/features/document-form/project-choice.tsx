import type { Invoice } from '@folio/contracts';
import { Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { ShowMoreButton } from '../../components/show-more-button';
import { useLocale } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { INVOICE_FORM_TEXTS } from '../invoices/texts';

const PROJECTS_LIMIT = 50;

/** The chosen client's active projects as checkboxes (and, when editing, the projects already billed). */
export function ProjectChoice({
  clientId,
  document,
  value,
  onChange,
  error,
}: {
  clientId: string | null;
  /** The document being edited (an invoice, a quote, a recurring series): its projects stay offered. */
  document: Pick<Invoice, 'client' | 'project'> | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
  error: unknown;
}) {
  useLocale();
  const projects = trpc.projects.page.useInfiniteQuery(
    { client: clientId ?? '', status: 'active', limit: PROJECTS_LIMIT },
    { enabled: !!clientId, getNextPageParam: (page) => page.nextCursor },
  );
  const active = projects.data?.pages.flatMap((page) => page.items) ?? [];
  const billed = document && document.client._id === clientId ? document.project : [];
  const options = [
    ...active.map((project) => ({ _id: project._id, title: project.title })),
    ...billed.filter((project) => !active.some((other) => other._id === project._id)),
  ];
  return (
    <Checkbox.Group
      label={INVOICE_FORM_TEXTS.projects}
      description={clientId ? INVOICE_FORM_TEXTS.projectsHint : INVOICE_FORM_TEXTS.chooseClientFirst}
      value={value}
      onChange={onChange}
      error={typeof error === 'string' ? error : undefined}
    >
      <Stack gap="xs" mt="xs">
        {clientId && projects.isLoading && <Skeleton h={24} w="40%" />}
        {clientId && !projects.isLoading && options.length === 0 && (
          <Text size="sm" c="dimmed">
            {INVOICE_FORM_TEXTS.noActiveProjects}
          </Text>
        )}
        {options.map((project) => (
          <Checkbox key={project._id} value={project._id} label={project.title} />
        ))}
        <ShowMoreButton query={projects} label={INVOICE_FORM_TEXTS.showMoreProjects} />
      </Stack>
    </Checkbox.Group>
  );
}
