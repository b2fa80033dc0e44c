import { type ActivityEntry, displayInvoiceNumber } from '@folio/contracts';
import { Anchor, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDateTime, formatRelative } from '../../lib/format';

const LIST_OF = { client: '/clients', project: '/projects', invoice: '/invoices' } as const;

const ACTION_TEXT: Record<string, string> = {
  created: 'created',
  updated: 'updated',
  deleted: 'deleted',
  status_changed: 'changed the status of',
  marked_sent: 'marked as sent',
  payment_recorded: 'recorded a payment on',
  note_added: 'added a note to',
  note_updated: 'edited a note on',
  note_deleted: 'deleted a note on',
  org_created: 'created the organization',
  org_renamed: 'renamed the organization',
  member_joined: 'joined the team',
  member_invited: 'invited a teammate',
  invite_revoked: 'revoked an invitation',
  invite_resent: 'resent an invitation',
  member_removed: 'removed a member',
  role_changed: "changed a member's role",
  plan_changed: 'changed the plan',
  invite_declined: 'declined an invitation',
  // Followed by the invoice: "Ada Admin emailed invoice #0007".
  email_queued: 'asked to email',
  email_delivered: 'emailed',
  email_failed: 'could not email',
};

function entityLabel(entry: ActivityEntry): string {
  if (entry.entityType === 'other') return '';
  const entity = entry.entity;
  if (entry.entityType === 'invoice' && entry.objectId) {
    return `invoice #${displayInvoiceNumber({ _id: entry.objectId, number: entity?.number, numberSuffix: entity?.numberSuffix })}`;
  }
  const name = entity?.name ?? entity?.title;
  return name ? `${entry.entityType} ${name}` : entry.entityType;
}

export function activitySentence(entry: ActivityEntry): string {
  const who = entry.user?.name ?? 'Someone';
  const action = ACTION_TEXT[entry.action] ?? entry.action.replaceAll('_', ' ');
  return [who, action, entityLabel(entry)].filter(Boolean).join(' ');
}

/** Recent Activity: "View all" → /activity; each entry opens its record's panel. */
export function RecentActivity({ entries }: { entries: ActivityEntry[] }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="recent-activity-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="recent-activity-title">
          Recent Activity
        </Title>
        <Anchor component={Link} to="/activity" size="sm">
          View all
        </Anchor>
      </Group>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing yet. Changes to clients, projects and invoices will show up here.
        </Text>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((entry) => {
            const list = entry.entityType === 'other' ? null : LIST_OF[entry.entityType];
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
                    Open<VisuallyHidden> {entityLabel(entry) || entry.entityType}</VisuallyHidden>
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
