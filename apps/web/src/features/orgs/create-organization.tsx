import { createOrgInput } from '@folio/contracts';
import { Button, Group } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { OrgNameInput } from '../../components/org-name-input';
import { SectionCard } from '../../components/section-card';
import { toApiError } from '../../lib/errors';
import { useLocale } from '../../lib/i18n';
import { toastFailure } from '../../lib/mutation-failure';
import { validate } from '../../lib/validate';
import { ORG_TEXTS } from './texts';
import type { useOrgMutations } from './use-org-mutations';

type Create = ReturnType<typeof useOrgMutations>['create'];

/**
 * A new organization: the name is trimmed, 1 to 80 characters. Creating it makes it current, and
 * the app moves to its dashboard with nothing of the previous organization cached.
 */
export function CreateOrganization({ create }: { create: Create }) {
  useLocale();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(createOrgInput, { name });
    if (!checked.ok) {
      setError(checked.errors.name ?? Object.values(checked.errors)[0] ?? null);
      return;
    }
    setError(null);
    create.mutate(checked.data, {
      onError: (failure) => {
        // A refused name goes on the field; any other failure follows the app's rule.
        const api = toApiError(failure);
        const message = api.fieldErrors.name ?? (api.status === 422 ? api.msg : null);
        if (message) setError(message);
        else toastFailure(failure, ORG_TEXTS.createFailed);
      },
    });
  };

  return (
    <SectionCard titleId="create-org-title" title={ORG_TEXTS.newOrganization}>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <OrgNameInput value={name} error={error} onValue={setName} />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={create.isPending}>
            {ORG_TEXTS.createAndSwitch}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
