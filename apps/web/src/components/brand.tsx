import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';

/** The Folio mark and name, as a picture only (for placeholders drawn before the router runs). */
export function BrandMark({ hideNameOnMobile = false }: { hideNameOnMobile?: boolean }) {
  useLocale();
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={30} radius="md" variant="filled" aria-hidden>
        <IconNotebook size={18} stroke={1.8} />
      </ThemeIcon>
      <Text fw={800} fz="lg" visibleFrom={hideNameOnMobile ? 'xs' : undefined}>
        {TEXTS.folio}
      </Text>
    </Group>
  );
}

/** The Folio mark and name, linking home. */
export function Brand({
  to = '/',
  hideNameOnMobile = false,
}: {
  to?: '/' | '/dashboard';
  hideNameOnMobile?: boolean;
}) {
  useLocale();
  return (
    <Link to={to} aria-label={TEXTS.folioHome} style={{ textDecoration: 'none', color: 'inherit' }}>
      <BrandMark hideNameOnMobile={hideNameOnMobile} />
    </Link>
  );
}
