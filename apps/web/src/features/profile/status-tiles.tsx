import type { MeResponse } from '@folio/contracts';
import { Badge, Card, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { PROFILE_TEXTS } from './texts';

function Tile({ label, children, extra }: { label: string; children: ReactNode; extra?: ReactNode }) {
  useLocale();
  return (
    <Card withBorder padding="md" aria-label={label} role="group">
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={700} mt={4} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
      {extra}
    </Card>
  );
}

/** The profile's tiles: Verification, Current org, Role, Last login (with the total login count). */
export function StatusTiles({ me }: { me: MeResponse }) {
  useLocale();
  const { user } = me;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Tile label={PROFILE_TEXTS.verification}>
        <Badge color={user.isVerified ? 'teal' : 'yellow'} variant="light">
          {user.isVerified ? PROFILE_TEXTS.verified : PROFILE_TEXTS.notVerified}
        </Badge>
      </Tile>
      <Tile label={PROFILE_TEXTS.currentOrg}>{user.currentOrg?.name ?? user.currentOrgName ?? '—'}</Tile>
      <Tile label={PROFILE_TEXTS.role}>{TEXTS.roleNames[user.currentRole ?? me.role]}</Tile>
      <Tile
        label={PROFILE_TEXTS.lastLogin}
        extra={
          <Text size="xs" c="dimmed">
            {PROFILE_TEXTS.loginCount(user.loginCount)}
          </Text>
        }
      >
        <Text size="sm" fw={700}>
          {formatDateTime(user.lastLoginAt)}
        </Text>
      </Tile>
    </SimpleGrid>
  );
}
