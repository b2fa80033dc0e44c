import { Group, Stack, Text } from '@mantine/core';
import type { TotalsRow } from './invoice-rules';

/**
 * An invoice's totals, one row per amount (from `totalsRows`), right-aligned under the lines.
 * A definition list, so a screen reader reads each amount with its label.
 */
export function TotalsBlock({ rows, label }: { rows: TotalsRow[]; label: string }) {
  return (
    <Stack
      gap={4}
      component="dl"
      aria-label={label}
      data-testid="totals"
      style={{ margin: 0, marginLeft: 'auto', width: '100%', maxWidth: 420 }}
    >
      {rows.map((row) => (
        <Group key={row.key} justify="space-between" wrap="nowrap" gap="md" data-testid="totals-row">
          <Text
            component="dt"
            size="sm"
            fw={row.strong ? 700 : undefined}
            c={row.strong ? undefined : 'dimmed'}
          >
            {row.label}
          </Text>
          <Text
            component="dd"
            size="sm"
            fw={row.strong ? 700 : 500}
            data-testid={row.key}
            style={{ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          >
            {row.amount}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
