import {
  CURRENCIES,
  type Currency,
  createProjectInput,
  type Project,
  updateProjectInput,
} from '@folio/contracts';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useHotkeys } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormNotices } from '../../components/form-notices';
import { clearDraft, DRAFT_KEYS, type DraftTarget, takeDraftFor } from '../../lib/drafts';
import { byTopField } from '../../lib/form-errors';
import { saveHandlers } from '../../lib/form-save';
import { toastSuccess } from '../../lib/toast';
import { useCan } from '../../lib/use-can';
import { useDraftAutosave } from '../../lib/use-draft';
import { validate } from '../../lib/validate';
import { ClientPicker } from '../clients/client-picker';
import { budgetPreview, splitTags } from './project-rules';
import { PROJECT_TEXTS } from './texts';
import { useProjectMutations } from './use-project-mutations';

export type ProjectFormValues = {
  title: string;
  client: string | null;
  /** The client's name, so a restored draft shows it without a lookup. */
  clientName: string;
  description: string;
  /** The budget in cents, as typed. */
  priceCents: string;
  currency: Currency;
  dueDate: string;
  /** Tags as typed: separated by commas or new lines. */
  tags: string;
};

const FIELDS = ['title', 'client', 'description', 'priceCents', 'currency', 'dueDate', 'tags'] as const;

const emptyValues: ProjectFormValues = {
  title: '',
  client: null,
  clientName: '',
  description: '',
  priceCents: '',
  currency: 'USD',
  dueDate: '',
  tags: '',
};

function projectFormValues(project: Project): ProjectFormValues {
  return {
    title: project.title,
    client: project.client._id,
    clientName: project.client.name,
    description: project.description,
    priceCents: String(project.priceCents),
    currency: project.currency,
    dueDate: project.dueDate ?? '',
    tags: project.tags.join(', '),
  };
}

/** The API's input: an empty budget is 0, an empty due date none, tags a list. */
function projectInputFrom(values: ProjectFormValues) {
  return {
    title: values.title,
    client: values.client ?? '',
    description: values.description,
    priceCents: values.priceCents.trim(),
    currency: values.currency,
    dueDate: values.dueDate.trim() || null,
    tags: splitTags(values.tags),
  };
}

/**
 * The project form, for a new project or an existing one: a draft is kept while it changes and
 * comes back when the same form opens again; Reset draft goes back to the saved values, Back
 * leaves (both clear the draft); Ctrl/Cmd+S saves.
 */
export function ProjectForm({ project }: { project?: Project }) {
  const target: DraftTarget = project?._id ?? 'new';
  const initial = project ? projectFormValues(project) : emptyValues;
  const [restored, setRestored] = useState(() => takeDraftFor<ProjectFormValues>(DRAFT_KEYS.project, target));
  const form = useForm<ProjectFormValues>({
    initialValues: restored ? { ...initial, ...restored } : initial,
  });
  const [general, setGeneral] = useState<string[]>([]);
  const { create, update } = useProjectMutations();
  const can = useCan();
  const navigate = useNavigate();
  const saving = create.isPending || update.isPending;
  useDraftAutosave(DRAFT_KEYS.project, target, form.values, (restored !== null || form.isDirty()) && !saving);

  const leave = (openId?: string) =>
    void navigate({ to: '/projects', search: openId ? { open: openId } : {} });

  const back = () => {
    clearDraft(DRAFT_KEYS.project);
    leave(project?._id);
  };

  const resetDraft = () => {
    clearDraft(DRAFT_KEYS.project);
    setRestored(null);
    form.setValues(initial);
    form.resetDirty(initial);
    form.clearErrors();
    setGeneral([]);
    toastSuccess(PROJECT_TEXTS.draftCleared);
  };

  const save = () => {
    if (saving) return;
    const values = form.getValues();
    const input = projectInputFrom(values);
    const checked = project
      ? validate(updateProjectInput, { id: project._id, ...input })
      : validate(createProjectInput, input);
    if (!checked.ok) {
      form.setErrors(byTopField(checked.errors));
      return;
    }
    setGeneral([]);
    const handlers = saveHandlers<Project>({
      form,
      fields: FIELDS,
      draftKey: DRAFT_KEYS.project,
      setGeneral,
      onSaved: (saved) => leave(saved._id),
      failureText: () => PROJECT_TEXTS.saveFailed,
    });
    if (project) update.mutate({ id: project._id, ...input }, handlers);
    else create.mutate(input, handlers);
  };

  // Ctrl/Cmd+S saves from anywhere on the page, inside the fields too.
  useHotkeys([['mod+S', save]], []);

  const preview = budgetPreview(form.values.priceCents, form.values.currency);

  return (
    <Card withBorder padding="lg" maw={760}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        noValidate
      >
        <Stack gap="md">
          <FormNotices
            canSave={can.manage}
            records="projects"
            restored={restored !== null}
            general={general}
          />
          <TextInput label="Title" required {...form.getInputProps('title')} />
          <ClientPicker
            label="Client"
            required
            placeholder="Search clients"
            value={form.values.client}
            selectedName={form.values.clientName || undefined}
            onChange={(id) => {
              form.setFieldValue('client', id);
              form.setFieldValue('clientName', '');
            }}
            error={form.errors.client}
          />
          <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="Budget (cents)"
              inputMode="numeric"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              description={preview ? `= ${preview}` : 'Whole cents, e.g. 150000 for 1,500.00'}
              {...form.getInputProps('priceCents')}
            />
            <Select
              label="Currency"
              data={[...CURRENCIES]}
              allowDeselect={false}
              {...form.getInputProps('currency')}
            />
            <TextInput label="Due date" type="date" {...form.getInputProps('dueDate')} />
          </SimpleGrid>
          <Textarea
            label="Tags"
            description="Separate tags with commas or new lines"
            autosize
            minRows={1}
            {...form.getInputProps('tags')}
          />
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <Button variant="default" onClick={back} disabled={saving}>
                {PROJECT_TEXTS.back}
              </Button>
              <Button variant="subtle" onClick={resetDraft} disabled={saving}>
                {PROJECT_TEXTS.resetDraft}
              </Button>
            </Group>
            <Group gap="xs">
              <Text size="xs" c="dimmed" visibleFrom="sm">
                Ctrl/⌘+S
              </Text>
              <Button type="submit" loading={saving} disabled={!can.manage}>
                {project ? 'Save changes' : 'Create project'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
