import { type Client, createClientInput, LOCALES, type Locale, updateClientInput } from '@folio/contracts';
import { NativeSelect, Select, Switch, TagsInput, Textarea, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { RecordFormCard } from '../../components/record-form';
import { DRAFT_KEYS } from '../../lib/drafts';
import { byTopField } from '../../lib/form-errors';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { toastError } from '../../lib/toast';
import { useRecordForm } from '../../lib/use-record-form';
import { CLIENT_FORM_TEXTS, CLIENT_TEXTS, clientStatusChoices } from './texts';
import { useClientMutations } from './use-client-mutations';

type ClientFormValues = {
  name: string;
  email: string;
  phone: string;
  address: string;
  taxId: string;
  /** '' is the organization's language (null in the API). */
  locale: Locale | '';
  tags: string[];
  /** Whether the organization's reminder rules email this client. */
  sendReminders: boolean;
  status: 'active' | 'archived';
};

const FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'taxId',
  'locale',
  'tags',
  'sendReminders',
  'status',
] as const;

/** The document language's choices: the organization's first, then each language by its own name. */
const localeOptions = () => [
  { value: '', label: CLIENT_FORM_TEXTS.localeDefault },
  ...LOCALES.map((value) => ({ value, label: TEXTS.languageNames[value] })),
];

const emptyClientValues = (): ClientFormValues => ({
  name: '',
  email: '',
  phone: '',
  address: '',
  taxId: '',
  locale: '',
  tags: [],
  sendReminders: true,
  status: 'active',
});

function clientFormValues(client: Client): ClientFormValues {
  return {
    name: client.name,
    email: client.email ?? '',
    phone: client.phone ?? '',
    address: client.address ?? '',
    taxId: client.taxId ?? '',
    locale: client.locale ?? '',
    tags: client.tags,
    sendReminders: client.sendReminders,
    status: client.status,
  };
}

/**
 * The client form, for a new client or an existing one. Its values are kept as a draft while they
 * change, and the draft comes back when the same form is opened again; saving or cancelling
 * clears it. The rules are the API's own input schema, so the messages match a 422's.
 */
export function ClientForm({ client }: { client?: Client }) {
  useLocale();
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
    record.submit({ ...form.getValues(), locale: form.getValues().locale || null }, (errors) => {
      form.setErrors(byTopField(errors));
      toastError(CLIENT_TEXTS.fixErrors);
    });

  return (
    <RecordFormCard
      state={record}
      maw={720}
      records={CLIENT_FORM_TEXTS.records}
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
      <NativeSelect
        label={CLIENT_FORM_TEXTS.locale}
        description={CLIENT_FORM_TEXTS.localeHint}
        data={localeOptions()}
        {...form.getInputProps('locale')}
      />
      <TagsInput
        label={CLIENT_FORM_TEXTS.tags}
        description={CLIENT_FORM_TEXTS.tagsHint}
        clearable={false}
        {...form.getInputProps('tags')}
      />
      <Switch
        label={CLIENT_FORM_TEXTS.sendReminders}
        description={CLIENT_FORM_TEXTS.sendRemindersHint}
        {...form.getInputProps('sendReminders', { type: 'checkbox' })}
      />
      <Select
        label={CLIENT_FORM_TEXTS.status}
        data={clientStatusChoices()}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
    </RecordFormCard>
  );
}

export function ClientFormTitle({ editing }: { editing: boolean }) {
  useLocale();
  return <Title order={1}>{editing ? CLIENT_TEXTS.editClientTitle : CLIENT_TEXTS.newClientTitle}</Title>;
}
