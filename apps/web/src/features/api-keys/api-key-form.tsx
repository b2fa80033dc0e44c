import {
  type CreatedApiKey,
  createApiKeyInput,
  ROLE_RANK,
  ROLES,
  type Role,
  startOfDayIn,
} from '@folio/contracts';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import type { FormEvent } from 'react';
import { FormAlert } from '../../components/form-alert';
import { useUserTimeZone } from '../../lib/dates';
import { toApiError } from '../../lib/errors';
import { useLocale } from '../../lib/i18n';
import { toastFailure } from '../../lib/mutation-failure';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { useFormFields } from '../../lib/use-form-fields';
import { validate } from '../../lib/validate';
import { API_KEY_TEXTS } from './texts';

const FIELDS = ['name', 'role', 'expiresAt'] as const;

/** The roles a key made by `callerRole` may have: theirs and below (the server enforces the same). */
export const keyRoles = (callerRole: Role) =>
  ROLES.filter((role) => ROLE_RANK[role] <= ROLE_RANK[callerRole]);

/**
 * The end of a calendar day (YYYY-MM-DD) in a time zone, as an ISO instant: the last millisecond
 * before the next day's midnight there.
 */
export function endOfDayIn(date: string, timeZone: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return new Date(startOfDayIn(timeZone, next.toISOString().slice(0, 10)) - 1).toISOString();
}

/**
 * Create an API key: name, role (up to the caller's own) and an optional last day, checked with the
 * server's schema; a 422 lands on its fields, any other refusal follows the failure rule.
 */
export function ApiKeyForm({
  callerRole,
  onCreated,
  onCancel,
}: {
  callerRole: Role;
  onCreated: (key: CreatedApiKey) => void;
  onCancel: () => void;
}) {
  useLocale();
  const timeZone = useUserTimeZone();
  const utils = trpc.useUtils();
  const form = useFormFields({ name: '', role: 'viewer', expiresAt: '' });
  const create = trpc.apiKeys.create.useMutation({
    onSuccess: (key) => {
      void utils.apiKeys.list.invalidate();
      void utils.activity.invalidate();
      onCreated(key);
    },
    onError: (error) => {
      if (toApiError(error).status === 422) form.showError(error, FIELDS);
      else toastFailure(error, API_KEY_TEXTS.createFailed);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clearAll();
    const { name, role, expiresAt } = form.values;
    const checked = validate(createApiKeyInput, {
      name,
      role,
      expiresAt: expiresAt ? endOfDayIn(expiresAt, timeZone) : null,
    });
    if (!checked.ok) return form.setErrors(checked.errors);
    create.mutate(checked.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert messages={form.general} />
        <TextInput
          label={API_KEY_TEXTS.name}
          placeholder={API_KEY_TEXTS.namePlaceholder}
          autoComplete="off"
          data-autofocus
          {...form.field('name')}
        />
        <Select
          label={API_KEY_TEXTS.role}
          description={API_KEY_TEXTS.roleHint}
          data={keyRoles(callerRole).map((role) => ({ value: role, label: TEXTS.roleNames[role] }))}
          value={form.values.role}
          error={form.errors.role}
          onChange={(value) => form.setValue('role', value ?? 'viewer')}
          allowDeselect={false}
        />
        <TextInput
          type="date"
          label={API_KEY_TEXTS.expiresAt}
          description={API_KEY_TEXTS.expiresAtHint}
          {...form.field('expiresAt')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {API_KEY_TEXTS.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
