import {
  CURRENCIES,
  type Currency,
  createProjectInput,
  type Project,
  updateProjectInput,
} from '@folio/contracts';
import { Button, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { RecordFormCard } from '../../components/record-form';
import { DRAFT_KEYS } from '../../lib/drafts';
import { byTopField } from '../../lib/form-errors';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { toastSuccess } from '../../lib/toast';
import { useRecordForm } from '../../lib/use-record-form';
import { FormClientPicker } from '../clients/client-picker';
import { budgetPreview, splitTags } from './project-rules';
import { PROJECT_FORM_TEXTS, PROJECT_TEXTS } from './texts';
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

const emptyValues = (): ProjectFormValues => ({
  title: '',
  client: null,
  clientName: '',
  description: '',
  priceCents: '',
  currency: 'USD',
  dueDate: '',
  tags: '',
});

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
  useLocale();
  const record = useRecordForm({
    record: project,
    toValues: projectFormValues,
    emptyValues,
    draftKey: DRAFT_KEYS.project,
    fields: FIELDS,
    listPath: '/projects',
    mutations: useProjectMutations(),
    schemas: { create: createProjectInput, update: updateProjectInput },
    saveFailed: PROJECT_TEXTS.saveFailed,
  });
  const { form } = record;

  const resetDraft = () => {
    record.resetDraft();
    toastSuccess(PROJECT_TEXTS.draftCleared);
  };

  const save = () =>
    record.submit(projectInputFrom(form.getValues()), (errors) => form.setErrors(byTopField(errors)));

  const chooseClient = (id: string | null) => {
    form.setFieldValue('client', id);
    form.setFieldValue('clientName', '');
  };

  // Ctrl/Cmd+S saves from anywhere on the page, inside the fields too.
  useHotkeys([['mod+S', save]], []);

  const preview = budgetPreview(form.values.priceCents, form.values.currency);

  return (
    <RecordFormCard
      state={record}
      maw={760}
      records={PROJECT_FORM_TEXTS.records}
      onSave={save}
      cancelLabel={PROJECT_TEXTS.back}
      extraAction={
        <Button variant="subtle" onClick={resetDraft} disabled={record.saving}>
          {PROJECT_TEXTS.resetDraft}
        </Button>
      }
      hint={PROJECT_FORM_TEXTS.hint}
      submitLabel={project ? TEXTS.saveChanges : PROJECT_FORM_TEXTS.create}
    >
      <TextInput label={PROJECT_FORM_TEXTS.title} required {...form.getInputProps('title')} />
      <FormClientPicker form={form} onChange={chooseClient} />
      <Textarea
        label={PROJECT_FORM_TEXTS.description}
        autosize
        minRows={3}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={PROJECT_FORM_TEXTS.budget}
          inputMode="numeric"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={preview ? `= ${preview}` : PROJECT_FORM_TEXTS.budgetHint}
          {...form.getInputProps('priceCents')}
        />
        <Select
          label={PROJECT_FORM_TEXTS.currency}
          data={[...CURRENCIES]}
          allowDeselect={false}
          {...form.getInputProps('currency')}
        />
        <TextInput label={PROJECT_FORM_TEXTS.dueDate} type="date" {...form.getInputProps('dueDate')} />
      </SimpleGrid>
      <Textarea
        label={PROJECT_FORM_TEXTS.tags}
        description={PROJECT_FORM_TEXTS.tagsHint}
        autosize
        minRows={1}
        {...form.getInputProps('tags')}
      />
    </RecordFormCard>
  );
}
