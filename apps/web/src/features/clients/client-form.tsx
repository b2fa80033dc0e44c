import { type Client, createClientInput, updateClientInput } from '@folio/contracts';
import { Select, TagsInput, Textarea, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { RecordFormCard } from '../../components/record-form';
import { DRAFT_KEYS } from '../../lib/drafts';
import { byTopField } from '../../lib/form-errors';
import { TEXTS } from '../../lib/texts';
import { toastError } from '../../lib/toast';
import { useRecordForm } from '../../lib/use-record-form';
import { CLIENT_FORM_TEXTS, CLIENT_STATUS_OPTIONS, CLIENT_TEXTS } from './texts';
import { useClientMutations } from './use-client-mutations';

type ClientFormValues = {
  name: string;
  email: string;
  phone: string;
  address: string;
  taxId: string;
  tags: string[];
  status: 'active' | 'archived';
};

const FIELDS = ['name', 'email', 'phone', 'address', 'taxId', 'tags', 'status'] as const;

const emptyClientValues = (): ClientFormValues => ({
  name: '',
  email: '',
  phone: '',
  address: '',
  taxId: '',
  tags: [],
  status: 'active',
});

function clientFormValues(client: Client): ClientFormValues {
  return {
    name: client.name,
    email: client.email ?? '',
    phone: client.phone ?? '',
    address: client.address ?? '',
    taxId: client.taxId ?? '',
    tags: client.tags,
    status: client.status,
  };
}

/**
 * The client form, for a new client or an existing one. Its values are kept as a draft while they
 * change, and the draft comes back when the same form is opened again; saving or cancelling
 * clears it. The rules are the API's own input schema, so the messages match a 422's.
 */
export function ClientForm({ client }: { client?: Client }) {
  const record = useRecordForm({
    record: client,
    toValues: clientFormValues,
    emptyValues: emptyClientValues,
    draftKey: DRAFT_KEYS.client,
    fields: FIELDS,
    listPath: '/clients',
    mutations: useClientMutations(),
    schemas: { create: createClientInput, update: updateClientInput },
    saveFailed: CLIENT_TEXTS.saveFailed,
  });
  const { form } = record;

  const save = () =>
    record.submit(form.getValues(), (errors) => {
      form.setErrors(byTopField(errors));
      toastError(CLIENT_TEXTS.fixErrors);
    });

  return (
    <RecordFormCard
      state={record}
      maw={720}
      records="clients"
      onSave={save}
      cancelLabel={TEXTS.cancel}
      submitLabel={client ? TEXTS.saveChanges : CLIENT_FORM_TEXTS.create}
    >
      <TextInput
        label={CLIENT_FORM_TEXTS.name}
        required
        autoComplete="organization"
        {...form.getInputProps('name')}
      />
      <TextInput
        label={CLIENT_FORM_TEXTS.email}
        type="email"
        autoComplete="email"
        {...form.getInputProps('email')}
      />
      <TextInput
        label={CLIENT_FORM_TEXTS.phone}
        type="tel"
        autoComplete="tel"
        {...form.getInputProps('phone')}
      />
      <Textarea
        label={CLIENT_FORM_TEXTS.address}
        autosize
        minRows={2}
        autoComplete="street-address"
        {...form.getInputProps('address')}
      />
      <TextInput
        label={CLIENT_FORM_TEXTS.taxId}
        description={CLIENT_FORM_TEXTS.taxIdHint}
        autoComplete="off"
        {...form.getInputProps('taxId')}
      />
      <TagsInput
        label={CLIENT_FORM_TEXTS.tags}
        description={CLIENT_FORM_TEXTS.tagsHint}
        clearable={false}
        {...form.getInputProps('tags')}
      />
      <Select
        label={CLIENT_FORM_TEXTS.status}
        data={CLIENT_STATUS_OPTIONS.filter((option) => option.value !== 'all').map((option) => ({
          ...option,
        }))}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
    </RecordFormCard>
  );
}

export function ClientFormTitle({ editing }: { editing: boolean }) {
  return <Title order={1}>{editing ? CLIENT_TEXTS.editClientTitle : CLIENT_TEXTS.newClientTitle}</Title>;
}
