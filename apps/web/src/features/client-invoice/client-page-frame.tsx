import { Box, Container, type ContainerProps, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '../../components/brand';
import { LanguageSelect } from '../../components/language-select';
import { ThemeCycleButton } from '../../components/theme-button';
import { MAIN_CONTENT_ID } from '../../lib/route-announcer';

/*
 * The frame every client page shares (the invoice's, its test payment page, the quote's): a module
 * of its own, so the test payment page does not load the documents' parts.
 */

/** The client pages' header: the brand, the language and the theme (no sign-in, no navigation). */
function ClientPageHeader() {
  return (
    <Container size="md" w="100%" py="sm" component="header">
      <Group justify="space-between" wrap="nowrap">
        <Brand hideNameOnMobile />
        <Group gap="xs" wrap="nowrap">
          <LanguageSelect />
          <ThemeCycleButton compact />
        </Group>
      </Group>
    </Container>
  );
}

/** A client page: the header over the main content, which the skip link and route changes focus. */
export function ClientPageFrame({ size, children }: { size: ContainerProps['size']; children: ReactNode }) {
  return (
    <Box mih="100dvh">
      <ClientPageHeader />
      <Container
        size={size}
        w="100%"
        px={{ base: 'xs', xs: 'md' }}
        pb="xl"
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
      >
        {children}
      </Container>
    </Box>
  );
}

/** The line a client page shows while its document loads. */
export function PageLoading({ text }: { text: string }) {
  return (
    <Group justify="center" py="xl" role="status">
      <Loader size="sm" />
      <Text c="dimmed">{text}</Text>
    </Group>
  );
}
