import { Button, Stack, TextInput } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useConfirm } from '../../components/confirm-dialog';
import { ListHeader } from '../../components/list-header';
import { ListToolbar } from '../../components/list-toolbar';
import { PagedCardList, pagedItems } from '../../components/paged-card-list';
import { useLocale } from '../../lib/i18n';
import type { ProjectsSearch } from '../../lib/search-params';
import { listTotalIsAtLeast } from '../../lib/search-total';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { usePanel } from '../../lib/use-panel';
import { ClientPicker } from '../clients/client-picker';
import { ProjectCard, type ProjectCardActions } from './project-card';
import { ProjectPanel } from './project-panel';
import { hasProjectFilters, projectsPageInput } from './search';
import { PROJECT_TEXTS, type ProjectStatusFilter, projectStatusOptions } from './texts';
import { useProjectMutations } from './use-project-mutations';

const shownStatus = (status: ProjectsSearch['status']): ProjectStatusFilter =>
  status === 'completed' || status === 'archived' || status === 'all' ? status : 'active';

/** The tag filter: comma-separated tags, applied when the field is left or Enter is pressed. */
function TagFilter({ value, onApply }: { value: string; onApply: (tag: string) => void }) {
  useLocale();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const apply = () => {
    if (text.trim() !== value) onApply(text.trim());
  };
  return (
    <TextInput
      label={PROJECT_TEXTS.tags}
      placeholder={PROJECT_TEXTS.tagsFilterPlaceholder}
      leftSection={<IconTag size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      style={{ flex: '0 1 200px' }}
    />
  );
}

/** /projects: the title with the count, the filters, the card grid and the side panel. */
export function ProjectsScreen({ search }: { search: ProjectsSearch }) {
  useLocale();
  const can = useCan();
  const navigate = useNavigate();
  const panel = usePanel();
  const { setStatus, remove } = useProjectMutations();
  const { confirm, dialog } = useConfirm();
  const projects = trpc.projects.page.useInfiniteQuery(projectsPageInput(search), {
    getNextPageParam: (page) => page.nextCursor,
  });
  const { total, hasMore } = pagedItems(projects);

  const setSearch = (next: Partial<ProjectsSearch>) =>
    void navigate({
      from: '/projects/',
      to: '/projects',
      search: (prev) => ({ ...prev, ...next }),
      replace: true,
    });

  const actions: ProjectCardActions = {
    onOpen: (project) => panel.open(project._id),
    onArchive: (project) => setStatus.mutate({ id: project._id, status: 'archived' }),
    onUnarchive: (project) => setStatus.mutate({ id: project._id, status: 'active' }),
    onDelete: async (project) => {
      if (await confirm({ message: PROJECT_TEXTS.deleteConfirm, confirmLabel: PROJECT_TEXTS.delete })) {
        remove.mutate({ id: project._id });
      }
    },
  };

  return (
    <Stack gap="lg">
      {dialog}
      <ListHeader
        title={PROJECT_TEXTS.title}
        total={total}
        atLeast={listTotalIsAtLeast(total, Boolean(search.q), hasMore)}
        action={
          can.manage && (
            <Button renderRoot={(props) => <Link to="/projects/new" {...props} />}>
              {PROJECT_TEXTS.newProject}
            </Button>
          )
        }
      />

      <ListToolbar
        q={search.q ?? ''}
        onSearch={(q) => setSearch({ q: q || undefined })}
        searchLabel={PROJECT_TEXTS.searchProjects}
        status={shownStatus(search.status)}
        statusOptions={projectStatusOptions()}
        onStatus={(status) => setSearch({ status: status === 'active' ? undefined : status })}
        canClear={hasProjectFilters(search)}
        onClear={() =>
          void navigate({ to: '/projects', search: search.open ? { open: search.open } : {}, replace: true })
        }
      >
        <ClientPicker
          label={PROJECT_TEXTS.client}
          placeholder={PROJECT_TEXTS.allClients}
          clearable
          value={search.client ?? null}
          onChange={(client) => setSearch({ client: client ?? undefined })}
          style={{ flex: '0 1 220px' }}
        />
        <TagFilter value={search.tag ?? ''} onApply={(tag) => setSearch({ tag: tag || undefined })} />
      </ListToolbar>

      <PagedCardList
        query={projects}
        label={PROJECT_TEXTS.title}
        errorTitle={PROJECT_TEXTS.loadFailed}
        emptyText={PROJECT_TEXTS.empty}
        getKey={(project) => project._id}
        renderCard={(project) => <ProjectCard project={project} canManage={can.manage} actions={actions} />}
        estimateRowHeight={130}
      />

      <ProjectPanel id={search.open} onClose={panel.close} />
    </Stack>
  );
}
