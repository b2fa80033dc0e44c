import type { MeResponse } from '@folio/contracts';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useLocale } from '../../lib/i18n';
import { ProfileSection } from './section';
import { PROFILE_TEXTS } from './texts';
import { useProfileMutations } from './use-profile-mutations';

/** Email verification: the status, and a new link on request. */
export function EmailVerification({ me }: { me: MeResponse }) {
  useLocale();
  const resend = useProfileMutations().resendVerification;
  const verified = me.user.isVerified;
  return (
    <ProfileSection id="email-verification" title={PROFILE_TEXTS.emailVerification}>
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Group gap="xs">
            <Text size="sm">{me.user.email}</Text>
            <Badge color={verified ? 'teal' : 'yellow'} variant="light" data-testid="verification-status">
              {verified ? PROFILE_TEXTS.verified : PROFILE_TEXTS.notVerified}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {verified ? PROFILE_TEXTS.verifiedHint : PROFILE_TEXTS.notVerifiedHint}
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
