import { Anchor, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../lib/route-announcer';
import { SUPPORT_EMAIL, TEXTS } from '../lib/texts';
import { useHasToken } from '../lib/use-session';
import { Brand } from './brand';
import { ThemeCycleButton } from './theme-button';

/** The landing header: Log in and Sign up, or Go to app when a session token exists. */
export function PublicHeader({ withSections = false }: { withSections?: boolean }) {
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

/** The public footer: /login, /register, the legal pages and a support mailto. */
export function PublicFooter() {
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
            © {new Date().getFullYear()} Folio
          </Text>
          <Group gap="md" component="nav" aria-label={TEXTS.footer}>
            <Anchor component={Link} to="/login" size="sm">
              {TEXTS.logIn}
            </Anchor>
            <Anchor component={Link} to="/register" size="sm">
              {TEXTS.signUp}
            </Anchor>
            <Anchor component={Link} to="/legal/terms" size="sm">
              {TEXTS.terms}
            </Anchor>
            <Anchor component={Link} to="/legal/privacy" size="sm">
              {TEXTS.privacy}
            </Anchor>
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
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Container size="lg" w="100%" py="sm">
        <Group justify="space-between">
          <Brand />
          {aside ?? <ThemeCycleButton compact />}
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
