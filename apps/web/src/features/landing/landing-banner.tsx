import { BANNER_AUTO_HIDE_MS, MSG } from '@folio/contracts';
import { Alert, Button, Container, Flex, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocale } from '../../lib/i18n';
import { serverMessage } from '../../lib/server-messages';
import { TEXTS } from '../../lib/texts';

export type LandingFlags = { verified?: '1' | '0'; reset?: 'ok'; invited?: '1' };
export type BannerKind = 'verified' | 'verifyFailed' | 'reset' | 'invited';

/** Which banner a query flag asks for (docs/product.md#landing-page). */
export function bannerFromFlags(flags: LandingFlags): BannerKind | null {
  if (flags.verified === '1') return 'verified';
  if (flags.verified === '0') return 'verifyFailed';
  if (flags.reset === 'ok') return 'reset';
  if (flags.invited === '1') return 'invited';
  return null;
}

const BANNERS: Record<
  BannerKind,
  { color: string; title: string; hint?: string; icon: typeof IconInfoCircle }
> = {
  // Getters: the texts are read in the language current when the banner shows.
  verified: {
    color: 'teal',
    get title() {
      return serverMessage(MSG.emailVerified);
    },
    icon: IconCircleCheck,
  },
  reset: {
    color: 'teal',
    get title() {
      return serverMessage(MSG.passwordReset);
    },
    icon: IconCircleCheck,
  },
  invited: {
    color: 'blue',
    get title() {
      return TEXTS.invitedBanner;
    },
    icon: IconInfoCircle,
  },
  verifyFailed: {
    color: 'red',
    get title() {
      return serverMessage(MSG.verificationFailed);
    },
    get hint() {
      return TEXTS.verifyFailedHint;
    },
    icon: IconCircleX,
  },
};

/** A banner that hides itself after 6 s or on Dismiss. */
export function LandingBanner({ kind, onDismiss }: { kind: BannerKind; onDismiss: () => void }) {
  useLocale();
  useEffect(() => {
    const timer = setTimeout(onDismiss, BANNER_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [onDismiss]);
  const banner = BANNERS[kind];
  const Icon = banner.icon;
  return (
    <Container size="lg" pt="md">
      <Alert
        color={banner.color}
        variant="light"
        icon={<Icon size={20} />}
        role={kind === 'verifyFailed' ? 'alert' : 'status'}
        data-testid="landing-banner"
      >
        <Flex
          direction={{ base: 'column', xs: 'row' }}
          justify="space-between"
          align={{ base: 'flex-start', xs: 'center' }}
          gap="xs"
        >
          <div>
            <Text fw={600} size="sm">
              {banner.title}
            </Text>
            {banner.hint && (
              <Text size="sm" c="dimmed">
                {banner.hint}
              </Text>
            )}
          </div>
          <Button
            size="xs"
            variant="subtle"
            color={banner.color}
            onClick={onDismiss}
            ml={{ base: -10, xs: 0 }}
          >
            {TEXTS.dismiss}
          </Button>
        </Flex>
      </Alert>
    </Container>
  );
}
