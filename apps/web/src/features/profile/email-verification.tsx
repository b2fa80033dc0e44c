import type { MeResponse } from '@folio/contracts';
import { Badge, Button, Group, Text } from '@mantine/core';
import { isGloballyHandled, toApiError } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ProfileSection } from './section';
import { PROFILE_TEXTS } from './texts';

/** Email verification: the status, and a new link on request. */
export function EmailVerification({ me }: { me: MeResponse }) {
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: (answer) => toastSuccess(answer.msg, { profile: true }),
    onError: (error) => {
      if (!isGloballyHandled(error)) toastError(toApiError(error).msg, { profile: true });
    },
  });
  const verified = me.user.isVerified;
  return (
    <ProfileSection id="email-verification" title={PROFILE_TEXTS.emailVerification}>
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Group gap="xs">
            <Text size="sm">{me.user.email}</Text>
            <Badge color={verified ? 'teal' : 'yellow'} variant="light" data-testid="verification-status">
              {verified ? 'Verified' : 'Not verified'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {verified
              ? 'Your email address is confirmed.'
              : 'Open the link we emailed you to confirm your address. Some actions need a verified email.'}
          </Text>
        </div>
        {!verified && (
          <Button variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
            {PROFILE_TEXTS.resendVerificationEmail}
          </Button>
        )}
      </Group>
    </ProfileSection>
  );
}
