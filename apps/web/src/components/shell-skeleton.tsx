import { Box, Group, SimpleGrid, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';
import { BrandMark } from './brand';

// One placeholder per sidebar link.
const NAV_PLACEHOLDERS = [
  'dashboard',
  'clients',
  'projects',
  'invoices',
  'activity',
  'orgs',
  'team',
  'billing',
];

/**
 * What a signed-in page shows in its first paint, before the shell's code, the user and the page's
 * data have arrived: the header and the sidebar where the real ones will be (same sizes as
 * AppLayout, so nothing moves when they replace it) and placeholders for the content. Built from
 * the components the public pages load anyway, so it costs nothing extra to show. It is also the
 * prerendered copy of signed-in pages (prerender.tsx): with the page's heading, or with `children`,
 * a screen's own heading and placeholders (screen-skeletons.tsx), in place of the general ones.
 */
export function ShellSkeleton({ heading, children }: { heading?: string; children?: ReactNode }) {
  useLocale();
  return (
    <Box mih="100dvh">
      <Group
        component="header"
        h={60}
        px={{ base: 'sm', sm: 'md' }}
        justify="space-between"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group gap="sm" wrap="nowrap">
          {/* The phone's menu button. */}
          <Skeleton hiddenFrom="sm" h={28} w={28} />
          <BrandMark hideNameOnMobile />
        </Group>
        <Skeleton h={34} maw={440} style={{ flex: 1 }} mx="sm" />
        <Group gap="xs" wrap="nowrap">
          <Skeleton h={34} w={34} />
          <Skeleton h={34} w={34} circle />
        </Group>
      </Group>
      <Group align="stretch" gap={0} wrap="nowrap">
        <Stack
          visibleFrom="sm"
          w={232}
          p="sm"
          gap="xs"
          style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-default-border)' }}
          mih="calc(100dvh - 60px)"
        >
          {NAV_PLACEHOLDERS.map((item) => (
            <Skeleton key={item} h={36} />
          ))}
        </Stack>
        <Box p={{ base: 'sm', sm: 'lg' }} style={{ flex: 1, minWidth: 0 }}>
          <Stack maw={1200} mx="auto" gap="lg" role="status">
            <VisuallyHidden>{TEXTS.loadingYourWorkspace}</VisuallyHidden>
            {children ?? (
              <>
                {/* The page's own heading when it is known (a prerendered page), at the place and size of the real one. */}
                {heading ? (
                  // Hidden from assistive technology (and from tests' role queries): the page is still
                  // loading, as the status above says, until the real heading replaces this one.
                  <Title order={1} aria-hidden>
                    {heading}
                  </Title>
                ) : (
                  <Skeleton h={36} w={220} />
                )}
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
                  <Skeleton h={110} />
                  <Skeleton h={110} />
                  <Skeleton h={110} />
                </SimpleGrid>
                <Skeleton h={320} />
              </>
            )}
          </Stack>
        </Box>
      </Group>
    </Box>
  );
}
