import { inviteInput, ORG_MSG, type Role, TOKEN_TTL } from '@folio/contracts';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { SectionCard } from '../../components/section-card';
import { SubmitRow } from '../../components/submit-row';
import { toApiError } from '../../lib/errors';
import { useLocale } from '../../lib/i18n';
import { toastFailure } from '../../lib/mutation-failure';
import { serverMessage } from '../../lib/server-messages';
import { TEXTS } from '../../lib/texts';
import { toastError, toastSuccess } from '../../lib/toast';
import { useFormFields } from '../../lib/use-form-fields';
import { validate } from '../../lib/validate';
import { copyLink } from './copy-link';
import { assignableRoles } from './team-rules';
import { TEAM_TEXTS } from './texts';
import type { useTeamMutations } from './use-team-mutations';

type Invite = ReturnType<typeof useTeamMutations>['invite'];

const FIELDS = ['name', 'email', 'role'] as const;

/** The invite form's text fields (labels read at render, in the current language); the role is a list of its own. */
const TEXT_FIELDS = [
  { name: 'name', label: () => TEAM_TEXTS.inviteName, type: undefined, flex: '1 1 200px' },
  { name: 'email', label: () => TEXTS.email, type: 'email', flex: '1 1 240px' },
] as const;

/**
 * Invite a teammate by name, email (lowercased) and role; only admins are offered Admin. The answer
 * says what happened, and the invitation link is copied for the inviter to pass on, or shown to be
 * copied by hand when the browser will not. Field errors come from the same schema as the server's
 * 422, and a 422's own list lands next to its fields.
 */
export function InviteForm({ callerRole, invite }: { callerRole: Role; invite: Invite }) {
  useLocale();
  const form = useFormFields({ name: '', email: '', role: '' });
  const [link, setLink] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clearAll();
    const checked = validate(inviteInput, form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    if (checked.data.role === 'admin' && callerRole !== 'admin') {
      form.setErrors({ role: serverMessage(ORG_MSG.onlyAdminsInviteAdmins) });
      return;
    }
    invite.mutate(checked.data, {
      onSuccess: (answer) => {
        form.setValues({ name: '', email: '', role: '' });
        setLink(answer.link ?? null);
      },
      onError: (error) => {
        if (toApiError(error).status === 422) form.showError(error, FIELDS);
        else toastFailure(error, TEAM_TEXTS.inviteFailed);
      },
    });
  };

  return (
    <SectionCard titleId="team-invite-title" title={TEAM_TEXTS.inviteTitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlert messages={form.general} />
          <Group align="flex-start" gap="sm" wrap="wrap">
            {TEXT_FIELDS.map(({ name, label, type, flex }) => (
              <TextInput
                key={name}
                label={label()}
                type={type}
                autoComplete="off"
                style={{ flex }}
                {...form.field(name)}
              />
            ))}
            <Select
              label={TEAM_TEXTS.inviteRole}
              placeholder={TEAM_TEXTS.inviteRolePlaceholder}
              data={assignableRoles(callerRole).map((role) => ({
                value: role,
                label: TEXTS.roleNames[role],
              }))}
              value={form.values.role || null}
              error={form.errors.role}
              onChange={(value) => form.setValue('role', value ?? '')}
              allowDeselect={false}
              style={{ flex: '1 1 160px' }}
            />
          </Group>
          <SubmitRow label={TEAM_TEXTS.sendInvite} loading={invite.isPending} />
          {link && <InviteLink link={link} />}
        </Stack>
      </form>
    </SectionCard>
  );
}

/** The last invitation's link, selectable for copying by hand. */
function InviteLink({ link }: { link: string }) {
  useLocale();
  return (
    <Stack gap={4}>
      <TextInput
        label={TEAM_TEXTS.inviteLink}
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        rightSectionWidth={80}
        rightSection={
          <Button
            size="compact-sm"
            variant="light"
            onClick={async () => {
              if (await copyLink(link)) toastSuccess(TEAM_TEXTS.linkCopied);
              else toastError(TEAM_TEXTS.copyFailed);
            }}
          >
            {TEAM_TEXTS.copy}
          </Button>
        }
      />
      <Text size="xs" c="dimmed">
        {TEAM_TEXTS.inviteLinkHint(TOKEN_TTL.inviteDays)}
      </Text>
    </Stack>
  );
}
