import { Anchor, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLocale } from '../lib/i18n';
import { MAIN_CONTENT_ID } from '../lib/route-announcer';
import { SUPPORT_EMAIL, TEXTS } from '../lib/texts';
import { useHasToken } from '../lib/use-session';
import { Brand } from './brand';
import { LanguageSelect } from './language-select';
import { ThemeCycleButton } from './theme-button';

/** The landing header: Log in and Sign up, or Go to app when a session token exists. */
export function PublicHeader({ withSections = false }: { withSections?: boolean }) {
  useLocale();
  const signedIn = useHasToken();
  return (
    <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Brand />
          {withSections && (
            <Group gap="lg" visibleFrom="sm" component="nav" aria-label={TEXTS.sections}>
              <Anchor href="#features" c="dimmed">
                {TEXTS.features}
              </Anchor>
              <Anchor href="#pricing" c="dimmed">
                {TEXTS.pricing}
              </Anchor>
              <Anchor href="#faq" c="dimmed">
                {TEXTS.faq}
              </Anchor>
            </Group>
          )}
          <Group gap="xs" wrap="nowrap">
            <LanguageSelect />
            <ThemeCycleButton compact />
            {signedIn ? (
              <Button component={Link} to="/dashboard">
                {TEXTS.goToApp}
              </Button>
            ) : (
              <>
                <Button component={Link} to="/login" variant="default">
                  {TEXTS.logIn}
                </Button>
                <Button component={Link} to="/register">
                  {TEXTS.signUp}
                </Button>
              </>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

/** The footer's links inside the app, in this order; the support address follows them. */
const FOOTER_LINKS = [
  {
    to: '/login',
    get label() {
      return TEXTS.logIn;
    },
  },
  {
    to: '/register',
    get label() {
      return TEXTS.signUp;
    },
  },
  {
    to: '/legal/terms',
    get label() {
      return TEXTS.terms;
    },
  },
  {
    to: '/legal/privacy',
    get label() {
      return TEXTS.privacy;
    },
  },
] as const;

/** The public footer: /login, /register, the legal pages and a support mailto. */
export function PublicFooter() {
  useLocale();
  return (
    <Box
      component="footer"
      py="lg"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {TEXTS.copyright(new Date().getFullYear())}
          </Text>
          <Group gap="md" component="nav" aria-label={TEXTS.footer}>
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {link.label}
              </Anchor>
            ))}
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm">
              {TEXTS.support}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

/** The centred card of the sign-in, sign-up and password pages. */
export function AuthLayout({
  title,
  subtitle,
  children,
  aside,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  useLocale();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Container size="lg" w="100%" py="sm">
        <Group justify="space-between">
          <Brand />
          {aside ?? (
            <Group gap="xs" wrap="nowrap">
              <LanguageSelect />
              <ThemeCycleButton compact />
            </Group>
          )}
        </Group>
      </Container>
      <Container
        size={440}
        w="100%"
        py="xl"
        style={{ flex: 1 }}
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
      >
        <Stack gap="xs" mb="lg" ta="center">
          <Title order={1} fz={28}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
          {children}
        </Paper>
      </Container>
      <PublicFooter />
    </Box>
  );
}
