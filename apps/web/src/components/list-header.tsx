import { Box, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatTotal } from '../lib/search-total';

/**
 * A list page's heading with the number of matching records (from the server), and its New button.
 * `atLeast`: the number is a search's capped count, shown as "500+" (lib/search-total.ts).
 */
export function ListHeader({
  title,
  total,
  atLeast = false,
  action,
}: {
  title: string;
  total: number | undefined;
  atLeast?: boolean;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="center">
      {/* The title and the count are boxes of their own (inline-block): the count arrives with the
          data, after the heading has been painted, and the browser then measures each apart. As
          one text the heading would grow, and its late repaint would count as the page's largest
          paint (Largest Contentful Paint) instead of the first one. */}
      <Title order={1}>
        <Box component="span" display="inline-block">
          {title}
        </Box>
        {total !== undefined && (
          <>
            {' '}
            <Text span c="dimmed" fz="inherit" lh="inherit" fw={400} display="inline-block">
              ({formatTotal(total, atLeast)})
            </Text>
          </>
        )}
      </Title>
      {action}
    </Group>
  );
}
