import { SKELETON_CARDS } from '@folio/contracts';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';
import { cardPlaceholdersMark } from './card-placeholders';

/** A list's placeholder while its first page loads: six cards. */
export function CardSkeletons() {
  useLocale();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="md"
      aria-label={TEXTS.loading}
      role="status"
      {...cardPlaceholdersMark}
    >
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} h={150} radius="md" data-testid="card-skeleton" />
      ))}
    </SimpleGrid>
  );
}
