import { type Client, createClientInput, updateClientInput } from '@folio/contracts';
import { Button, Card, Group, Select, Stack, TagsInput, Textarea, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormNotices } from '../../components/form-notices';
import { clearDraft, DRAFT_KEYS, type DraftTarget, takeDraftFor } from '../../lib/drafts';
import { byTopField } from '../../lib/form-errors';
import { saveHandlers } from '../../lib/form-save';
import { toastError } from '../../lib/toast';
import { useCan } from '../../lib/use-can';
import { useDraftAutosave } from '../../lib/use-draft';
import { validate } from '../../lib/validate';
import { CLIENT_TEXTS } from './texts';
import { useClientMutations } from './use-client-mutations';

export type ClientFormValues = {
  name: string;
  email: string;
  phone: string;
  address: string;
  tags: string[];
  status: 'active' | 'archived';
};

const FIELDS = ['name', 'email', 'phone', 'address', 'tags', 'status'] as const;

const emptyClientValues: ClientFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  tags: [],
  status: 'active',
};

function clientFormValues(client: Client): ClientFormValues {
  return {
    name: client.name,
    email: client.email ?? '',
    phone: client.phone ?? '',
    address: client.address ?? '',
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
  const target: DraftTarget = client?._id ?? 'new';
  const initial = client ? clientFormValues(client) : emptyClientValues;
  const [restored] = useState(() => takeDraftFor<ClientFormValues>(DRAFT_KEYS.client, target));
  const form = useForm<ClientFormValues>({ initialValues: restored ? { ...initial, ...restored } : initial });
  const [general, setGeneral] = useState<string[]>([]);
  const { create, update } = useClientMutations();
  const can = useCan();
  const navigate = useNavigate();
  const saving = create.isPending || update.isPending;
  const dirty = restored !== null || form.isDirty();
  useDraftAutosave(DRAFT_KEYS.client, target, form.values, dirty && !saving);

  const leave = (openId?: string) =>
    void navigate({ to: '/clients', search: openId ? { open: openId } : {} });

  const cancel = () => {
    clearDraft(DRAFT_KEYS.client);
    leave(client?._id);
  };

  const submit = form.onSubmit((values) => {
    const checked = client
      ? validate(updateClientInput, { id: client._id, ...values })
      : validate(createClientInput, values);
    if (!checked.ok) {
      form.setErrors(byTopField(checked.errors));
      toastError(CLIENT_TEXTS.fixErrors);
      return;
    }
    setGeneral([]);
    const handlers = saveHandlers<Client>({
      form,
      fields: FIELDS,
      draftKey: DRAFT_KEYS.client,
      setGeneral,
      onSaved: (saved) => leave(saved._id),
      // The server's own message when there is one.
      failureText: (general) => general[0] ?? CLIENT_TEXTS.saveFailed,
    });
    if (client) update.mutate({ id: client._id, ...values }, handlers);
    else create.mutate(values, handlers);
  });

  return (
    <Card withBorder padding="lg" maw={720}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormNotices
            canSave={can.manage}
            records="clients"
            restored={restored !== null}
            general={general}
          />
          <TextInput label="Name" required autoComplete="organization" {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <Textarea
            label="Address"
            autosize
            minRows={2}
            autoComplete="street-address"
            {...form.getInputProps('address')}
          />
          <TagsInput
            label="Tags"
            description="Press Enter or type a comma to add a tag"
            clearable={false}
            {...form.getInputProps('tags')}
          />
          <Select
            label="Status"
            data={[
              { value: 'active', label: 'Active' },
              { value: 'archived', label: 'Archived' },
            ]}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={!can.manage}>
              {client ? 'Save changes' : 'Create client'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

export function ClientFormTitle({ editing }: { editing: boolean }) {
  return <Title order={1}>{editing ? CLIENT_TEXTS.editClientTitle : CLIENT_TEXTS.newClientTitle}</Title>;
}
