import {
  createWebhookInput,
  updateWebhookInput,
  WEBHOOK_ALL_EVENTS,
  WEBHOOK_EVENT_TYPES,
  type Webhook,
  type WebhookWithSecret,
} from '@folio/contracts';
import { Button, Checkbox, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { toApiError } from '../../lib/errors';
import { useLocale } from '../../lib/i18n';
import { toastFailure } from '../../lib/mutation-failure';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { useFormFields } from '../../lib/use-form-fields';
import { validate } from '../../lib/validate';
import { WEBHOOK_TEXTS } from './texts';

const FIELDS = ['url', 'events', 'description', 'enabled'] as const;

/** The types an endpoint may choose: every event but the test, which is sent only on request. */
const SUBSCRIBABLE_EVENTS = WEBHOOK_EVENT_TYPES.filter((type) => type !== 'webhook.test');

/**
 * Whether the events group's new value turns "all events" on or off (its checkbox is one of the
 * group's values); otherwise it is a change of the events picked one by one.
 */
export const togglesAll = (value: string[], all: boolean) => value.includes(WEBHOOK_ALL_EVENTS) !== all;

/**
 * Add or edit an endpoint: URL, the events (each, or all of them), a description and whether it
 * is enabled, checked with the server's schema; a 422 lands on its fields.
 */
export function WebhookForm({
  endpoint,
  onCreated,
  onSaved,
  onCancel,
}: {
  endpoint: Webhook | null;
  onCreated: (created: WebhookWithSecret) => void;
  onSaved: () => void;
  onCancel: () => void;
}) {
  useLocale();
  const utils = trpc.useUtils();
  const form = useFormFields({ url: endpoint?.url ?? '', description: endpoint?.description ?? '' });
  const [all, setAll] = useState(endpoint ? endpoint.events.includes(WEBHOOK_ALL_EVENTS) : true);
  const [events, setEvents] = useState<string[]>(
    endpoint && !endpoint.events.includes(WEBHOOK_ALL_EVENTS) ? endpoint.events : [],
  );
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const onError = (error: unknown) => {
    if (toApiError(error).status === 422) form.showError(error, FIELDS);
    else toastFailure(error, WEBHOOK_TEXTS.saveFailed);
  };
  const done = () => {
    void utils.webhooks.list.invalidate();
    void utils.activity.invalidate();
  };
  const create = trpc.webhooks.create.useMutation({
    onSuccess: (created) => {
      done();
      onCreated(created);
    },
    onError,
  });
  const update = trpc.webhooks.update.useMutation({
    onSuccess: () => {
      done();
      onSaved();
    },
    onError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clearAll();
    const values = {
      url: form.values.url,
      events: all ? [WEBHOOK_ALL_EVENTS] : events,
      description: form.values.description || null,
      enabled,
    };
    if (endpoint) {
      const checked = validate(updateWebhookInput, { id: endpoint._id, ...values });
      if (!checked.ok) return form.setErrors(checked.errors);
      update.mutate(checked.data);
    } else {
      const checked = validate(createWebhookInput, values);
      if (!checked.ok) return form.setErrors(checked.errors);
      create.mutate(checked.data);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert messages={form.general} />
        <TextInput
          label={WEBHOOK_TEXTS.url}
          description={WEBHOOK_TEXTS.urlHint}
          placeholder="https://"
          autoComplete="off"
          data-autofocus
          {...form.field('url')}
        />
        {/* A checkbox in a group is checked by the group's value, so "all" is one of its values. */}
        <Checkbox.Group
          label={WEBHOOK_TEXTS.events}
          value={all ? [WEBHOOK_ALL_EVENTS] : events}
          onChange={(value) => {
            if (togglesAll(value, all)) setAll(!all);
            else setEvents(value);
          }}
          error={form.errors.events}
        >
          <Stack gap="xs" mt="xs">
            <Checkbox value={WEBHOOK_ALL_EVENTS} label={WEBHOOK_TEXTS.allEvents} />
            {!all && (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                {SUBSCRIBABLE_EVENTS.map((type) => (
                  <Checkbox key={type} value={type} label={type} />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </Checkbox.Group>
        <Textarea label={WEBHOOK_TEXTS.description} autosize minRows={2} {...form.field('description')} />
        <Switch
          label={WEBHOOK_TEXTS.enabled}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
          error={form.errors.enabled}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {endpoint ? WEBHOOK_TEXTS.save : WEBHOOK_TEXTS.add}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
