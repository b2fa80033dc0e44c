import type { OrgListResponse } from '@folio/contracts';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { capitalize } from '../../lib/format';
import { ORG_TEXTS } from './texts';

type Entry = OrgListResponse['orgs'][number];

const count = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** The account's organizations: role, member and project counts, the current one marked, Switch. */
export function OrganizationList({
  orgs,
  switching,
  onSwitch,
}: {
  orgs: Entry[];
  switching: string | null;
  onSwitch: (entry: Entry) => void;
}) {
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={ORG_TEXTS.yourOrganizations}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {orgs.map((entry) => (
        <Card key={entry.org._id} component="li" withBorder padding="md" aria-label={entry.org.name}>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {entry.org.name}
                </Text>
                <Badge variant="light">{capitalize(entry.role)}</Badge>
                {entry.current && (
                  <Badge variant="filled" color="teal">
                    {ORG_TEXTS.current}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {count(entry.members, 'member')} · {count(entry.projects, 'project')}
              </Text>
            </div>
            {!entry.current && (
              <Button
                variant="light"
                loading={switching === entry.org._id}
                onClick={() => onSwitch(entry)}
                aria-label={ORG_TEXTS.switchTo(entry.org.name)}
              >
                {ORG_TEXTS.switch}
              </Button>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
