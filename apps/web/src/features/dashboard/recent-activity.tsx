import type { ActivityEntry } from '@folio/contracts';
import { Anchor, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ACTIVITY_LIST_OF, activitySentence, entityLabel } from '../../lib/activity-sentence';
import { formatDateTime, formatRelative } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { DASHBOARD_TEXTS } from './texts';

/** Recent Activity: "View all" → /activity; each entry opens its record's panel. */
export function RecentActivity({ entries }: { entries: ActivityEntry[] }) {
  useLocale();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="recent-activity-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="recent-activity-title">
          {DASHBOARD_TEXTS.recentActivity}
        </Title>
        <Anchor component={Link} to="/activity" size="sm">
          {DASHBOARD_TEXTS.viewAll}
        </Anchor>
      </Group>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {DASHBOARD_TEXTS.recentActivityEmpty}
        </Text>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((entry) => {
            const list = entry.entityType === 'other' ? null : ACTIVITY_LIST_OF[entry.entityType];
            const canOpen = list !== null && entry.objectId !== null && entry.action !== 'deleted';
            return (
              <Group
                key={entry._id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" lineClamp={2}>
                    {activitySentence(entry)}
                  </Text>
                  <Text size="xs" c="dimmed" title={formatDateTime(entry.createdAt)}>
                    {formatRelative(entry.createdAt)}
                  </Text>
                </div>
                {canOpen && (
                  <Anchor
                    size="sm"
                    renderRoot={(props) => <Link to={list} search={{ open: entry.objectId! }} {...props} />}
                  >
                    {/* Ten links all named "Open" would say nothing out of context; the name says what opens. */}
                    {DASHBOARD_TEXTS.open}
                    <VisuallyHidden> {entityLabel(entry) || entry.entityType}</VisuallyHidden>
                  </Anchor>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
