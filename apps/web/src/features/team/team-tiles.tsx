import { Card, SimpleGrid, Text } from '@mantine/core';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { TEAM_TEXTS } from './texts';

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card withBorder padding="md" component="li" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 28 }} fw={800} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}

/**
 * Members, Admins and Pending invites. Pending invites are shown to admins and managers only (the
 * server answers the list to them alone); `pendingInvites` is null for everyone else and undefined
 * while loading.
 */
export function TeamTiles({
  members,
  admins,
  pendingInvites,
}: {
  members: number;
  admins: number;
  pendingInvites: number | null | undefined;
}) {
  useLocale();
  return (
    <SimpleGrid
      cols={3}
      spacing={{ base: 'xs', sm: 'md' }}
      component="ul"
      aria-label={TEAM_TEXTS.teamFigures}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      <Tile label={TEAM_TEXTS.members} value={formatNumber(members)} />
      <Tile label={TEAM_TEXTS.admins} value={formatNumber(admins)} />
      <Tile
        label={TEAM_TEXTS.pendingInvites}
        value={pendingInvites == null ? '—' : formatNumber(pendingInvites)}
        note={pendingInvites === null ? TEAM_TEXTS.invitesForManagers : undefined}
      />
    </SimpleGrid>
  );
}
