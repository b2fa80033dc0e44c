import { type Role, updateOrgNameInput } from '@folio/contracts';
import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { OrgNameInput } from '../../components/org-name-input';
import { toApiError } from '../../lib/errors';
import { useLocale } from '../../lib/i18n';
import { toastFailure } from '../../lib/mutation-failure';
import { TEXTS } from '../../lib/texts';
import { validate } from '../../lib/validate';
import { TEAM_TEXTS } from './texts';
import type { useTeamMutations } from './use-team-mutations';

type Rename = ReturnType<typeof useTeamMutations>['rename'];

/** The organization's name with the caller's role; admins rename it in place (trimmed, 1–80 characters). */
export function OrganizationName({ name, role, rename }: { name: string; role: Role; rename: Rename }) {
  useLocale();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const editing = draft !== null;

  // Rename moves focus into the field; closing the form returns it to Rename.
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) input.current?.focus();
    else if (wasEditing.current) renameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const close = () => {
    setDraft(null);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(updateOrgNameInput, { name: draft ?? '' });
    if (!checked.ok) {
      setError(checked.errors.name ?? Object.values(checked.errors)[0] ?? null);
      return;
    }
    setError(null);
    rename.mutate(checked.data, {
      onSuccess: close,
      onError: (failure) => {
        const nameError = toApiError(failure).fieldErrors.name;
        if (nameError) setError(nameError);
        else toastFailure(failure, TEAM_TEXTS.renameFailed);
      },
    });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="team-org-name">
      {draft === null ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {TEAM_TEXTS.organization}
            </Text>
            <Group gap="xs">
              <Title order={2} fz="xl" id="team-org-name" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              <Badge variant="light">{TEAM_TEXTS.yourRole(TEXTS.roleNames[role])}</Badge>
            </Group>
          </div>
          {role === 'admin' && (
            <Button
              ref={renameButton}
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setDraft(name)}
            >
              {TEAM_TEXTS.rename}
            </Button>
          )}
        </Group>
      ) : (
        <form onSubmit={submit} noValidate>
          <Title order={2} fz="lg" id="team-org-name" mb="sm">
            {TEAM_TEXTS.renameOrganization}
          </Title>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <OrgNameInput
              value={draft}
              error={error}
              ref={input}
              onValue={(value) => {
                setDraft(value);
                setError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape') close();
              }}
            />
            <Group gap="xs" mt={{ base: 0, xs: 25 }}>
              <Button type="submit" loading={rename.isPending}>
                {TEAM_TEXTS.save}
              </Button>
              <Button variant="default" onClick={close} disabled={rename.isPending}>
                {TEXTS.cancel}
              </Button>
            </Group>
          </Group>
        </form>
      )}
    </Card>
  );
}
