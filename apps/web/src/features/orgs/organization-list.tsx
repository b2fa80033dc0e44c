import type { OrgListResponse } from '@folio/contracts';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { ORG_TEXTS } from './texts';

type Entry = OrgListResponse['orgs'][number];

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
  useLocale();
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
                <Badge variant="light">{TEXTS.roleNames[entry.role]}</Badge>
                {entry.current && (
                  <Badge variant="filled" color="teal">
                    {ORG_TEXTS.current}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {ORG_TEXTS.memberCount(entry.members)} · {ORG_TEXTS.projectCount(entry.projects)}
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
