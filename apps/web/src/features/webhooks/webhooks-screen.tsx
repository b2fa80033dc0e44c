import { WEBHOOK_ALL_EVENTS, type Webhook, type WebhookDelivery } from '@folio/contracts';
import { Alert, Badge, Button, Code, CopyButton, Group, Modal, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { SectionSkeletons } from '../../components/section-skeletons';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { toastFailure } from '../../lib/mutation-failure';
import { TEXTS } from '../../lib/texts';
import { toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { WEBHOOK_TEXTS } from './texts';
import { WebhookForm } from './webhook-form';

/**
 * Settings → Webhooks (/settings/webhooks): admins list the organization's endpoints, add and edit
 * them (the signing secret shown once after a create or a rotation), send a test, rotate the
 * secret, delete, and read each endpoint's deliveries with their attempts (and redeliver); other
 * members see a notice (the server refuses them anyway).
 */
export function WebhooksScreen() {
  useLocale();
  const { role } = useCan();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{WEBHOOK_TEXTS.title}</Title>
        <Text c="dimmed">{WEBHOOK_TEXTS.intro}</Text>
      </Stack>
      {role === 'admin' ? (
        <WebhooksManager />
      ) : (
        <Alert variant="light" role="note" icon={<IconLock size={18} aria-hidden />}>
          {WEBHOOK_TEXTS.adminsOnly}
        </Alert>
      )}
    </Stack>
  );
}

type Secret = { secret: string; rotated: boolean };

function WebhooksManager() {
  useLocale();
  const endpoints = trpc.webhooks.list.useQuery();
  const utils = trpc.useUtils();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [secret, setSecret] = useState<Secret | null>(null);
  const [viewing, setViewing] = useState<Webhook | null>(null);
  const refresh = () => {
    void utils.webhooks.list.invalidate();
    void utils.activity.invalidate();
  };
  const remove = trpc.webhooks.delete.useMutation({
    onSuccess: () => {
      toastSuccess(WEBHOOK_TEXTS.deleted);
      refresh();
    },
    onError: (error) => toastFailure(error, WEBHOOK_TEXTS.deleteFailed),
  });
  const rotate = trpc.webhooks.rotateSecret.useMutation({
    onSuccess: (rotated) => {
      setSecret({ secret: rotated.secret, rotated: true });
      refresh();
    },
    onError: (error) => toastFailure(error, WEBHOOK_TEXTS.rotateFailed),
  });
  const test = trpc.webhooks.test.useMutation({
    onSuccess: () => {
      toastSuccess(WEBHOOK_TEXTS.testSent);
      void utils.webhooks.deliveriesPage.invalidate();
    },
    onError: (error) => toastFailure(error, WEBHOOK_TEXTS.testFailed),
  });

  const askDelete = async (endpoint: Webhook) => {
    if (
      await confirm({
        message: WEBHOOK_TEXTS.deleteConfirm(endpoint.url),
        confirmLabel: WEBHOOK_TEXTS.delete,
      })
    )
      remove.mutate({ id: endpoint._id });
  };
  const askRotate = async (endpoint: Webhook) => {
    if (
      await confirm({
        message: WEBHOOK_TEXTS.rotateConfirm(endpoint.url),
        confirmLabel: WEBHOOK_TEXTS.rotate,
      })
    )
      rotate.mutate({ id: endpoint._id });
  };

  return (
    <>
      {dialog}
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>{WEBHOOK_TEXTS.add}</Button>
      </Group>
      <QueryState
        query={endpoints}
        errorTitle={WEBHOOK_TEXTS.loadFailed}
        loading={<SectionSkeletons heights={[200]} />}
      >
        {(data) => (
          <SectionCard titleId="webhooks-title" title={WEBHOOK_TEXTS.listTitle}>
            {data.length === 0 ? (
              <Text c="dimmed" size="sm">
                {WEBHOOK_TEXTS.empty}
              </Text>
            ) : (
              <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {data.map((endpoint) => (
                  <EndpointRow
                    key={endpoint._id}
                    endpoint={endpoint}
                    onEdit={() => setEditing(endpoint)}
                    onTest={() => test.mutate({ id: endpoint._id })}
                    onRotate={() => void askRotate(endpoint)}
                    onDelete={() => void askDelete(endpoint)}
                    onDeliveries={() => setViewing(endpoint)}
                  />
                ))}
              </Stack>
            )}
          </SectionCard>
        )}
      </QueryState>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? WEBHOOK_TEXTS.addTitle : WEBHOOK_TEXTS.editTitle}
        centered
        closeButtonProps={{ 'aria-label': TEXTS.closeDialog }}
        size="lg"
      >
        {editing !== null && (
          <WebhookForm
            endpoint={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onCreated={(created) => {
              setEditing(null);
              setSecret({ secret: created.secret, rotated: false });
              toastSuccess(WEBHOOK_TEXTS.created);
            }}
            onSaved={() => {
              setEditing(null);
              toastSuccess(WEBHOOK_TEXTS.saved);
            }}
          />
        )}
      </Modal>
      <Modal
        opened={secret !== null}
        onClose={() => setSecret(null)}
        title={WEBHOOK_TEXTS.secretTitle}
        centered
        closeButtonProps={{ 'aria-label': TEXTS.closeDialog }}
        closeOnClickOutside={false}
      >
        {secret && <SecretOnce shown={secret} onDone={() => setSecret(null)} />}
      </Modal>
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? WEBHOOK_TEXTS.deliveriesOf(viewing.url) : ''}
        centered
        closeButtonProps={{ 'aria-label': TEXTS.closeDialog }}
        size="xl"
      >
        {viewing && <Deliveries endpoint={viewing} />}
      </Modal>
    </>
  );
}

/** The signing secret, this once: a warning, the secret and a copy button. */
function SecretOnce({ shown, onDone }: { shown: Secret; onDone: () => void }) {
  useLocale();
  return (
    <Stack gap="sm">
      <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {shown.rotated ? WEBHOOK_TEXTS.rotatedWarning : WEBHOOK_TEXTS.secretWarning}
      </Alert>
      <Code block data-testid="webhook-secret" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {shown.secret}
      </Code>
      <Group justify="flex-end" gap="sm">
        <CopyButton value={shown.secret}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? WEBHOOK_TEXTS.copied : WEBHOOK_TEXTS.copy}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{WEBHOOK_TEXTS.done}</Button>
      </Group>
    </Stack>
  );
}

/** One endpoint: URL, events, state (and why Folio disabled it), and its actions. */
function EndpointRow({
  endpoint,
  onEdit,
  onTest,
  onRotate,
  onDelete,
  onDeliveries,
}: {
  endpoint: Webhook;
  onEdit: () => void;
  onTest: () => void;
  onRotate: () => void;
  onDelete: () => void;
  onDeliveries: () => void;
}) {
  useLocale();
  const all = endpoint.events.includes(WEBHOOK_ALL_EVENTS);
  return (
    <Stack
      component="li"
      gap={4}
      py="xs"
      data-testid="webhook-endpoint"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="xs" wrap="wrap">
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {endpoint.url}
        </Text>
        <Badge variant="light" size="sm" color={endpoint.enabled ? 'green' : 'gray'}>
          {endpoint.enabled ? WEBHOOK_TEXTS.enabledBadge : WEBHOOK_TEXTS.disabledBadge}
        </Badge>
        <Badge variant="outline" size="sm" title={all ? undefined : endpoint.events.join(', ')}>
          {all ? WEBHOOK_TEXTS.allEventsBadge : WEBHOOK_TEXTS.eventCount(endpoint.events.length)}
        </Badge>
      </Group>
      {endpoint.description && (
        <Text size="sm" c="dimmed">
          {endpoint.description}
        </Text>
      )}
      {!all && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {endpoint.events.join(', ')}
        </Text>
      )}
      {endpoint.disabledReason && (
        <Text size="sm" c="red">
          {endpoint.disabledReason === 'gone' ? WEBHOOK_TEXTS.disabledGone : WEBHOOK_TEXTS.disabledFailing}
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="subtle"
          aria-label={WEBHOOK_TEXTS.deliveriesOf(endpoint.url)}
          onClick={onDeliveries}
        >
          {WEBHOOK_TEXTS.deliveries}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          aria-label={WEBHOOK_TEXTS.sendTestTo(endpoint.url)}
          onClick={onTest}
          disabled={!endpoint.enabled}
        >
          {WEBHOOK_TEXTS.sendTest}
        </Button>
        <Button size="xs" variant="subtle" aria-label={WEBHOOK_TEXTS.editWhat(endpoint.url)} onClick={onEdit}>
          {WEBHOOK_TEXTS.edit}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          aria-label={WEBHOOK_TEXTS.rotateOf(endpoint.url)}
          onClick={onRotate}
        >
          {WEBHOOK_TEXTS.rotate}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          aria-label={WEBHOOK_TEXTS.deleteWhat(endpoint.url)}
          onClick={onDelete}
        >
          {WEBHOOK_TEXTS.delete}
        </Button>
      </Group>
    </Stack>
  );
}

const statusColor = { pending: 'yellow', succeeded: 'green', failed: 'red' } as const;
const statusText = (status: WebhookDelivery['status']) =>
  status === 'pending'
    ? WEBHOOK_TEXTS.statusPending
    : status === 'succeeded'
      ? WEBHOOK_TEXTS.statusSucceeded
      : WEBHOOK_TEXTS.statusFailed;

/** An endpoint's deliveries, newest first: type, status, each attempt's answer, and Redeliver. */
function Deliveries({ endpoint }: { endpoint: Webhook }) {
  useLocale();
  const utils = trpc.useUtils();
  // Read afresh each time the log opens, and again every few seconds while a delivery is pending.
  const deliveries = trpc.webhooks.deliveriesPage.useQuery(
    { id: endpoint._id, limit: 50 },
    {
      refetchOnMount: 'always',
      refetchInterval: (query) =>
        query.state.data?.items.some((delivery) => delivery.status === 'pending') ? 5_000 : false,
    },
  );
  const redeliver = trpc.webhooks.redeliver.useMutation({
    onSuccess: () => {
      toastSuccess(WEBHOOK_TEXTS.redelivered);
      void utils.webhooks.deliveriesPage.invalidate();
    },
    onError: (error) => toastFailure(error, WEBHOOK_TEXTS.redeliverFailed),
  });
  return (
    <QueryState
      query={deliveries}
      errorTitle={WEBHOOK_TEXTS.deliveriesFailed}
      loading={<SectionSkeletons heights={[120]} />}
    >
      {(page) =>
        page.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {WEBHOOK_TEXTS.deliveriesEmpty}
          </Text>
        ) : (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {page.items.map((delivery) => (
              <Group
                key={delivery._id}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="xs"
                py="xs"
                data-testid="webhook-delivery"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    <Code>{delivery.eventType}</Code>
                    <Badge variant="light" size="sm" color={statusColor[delivery.status]}>
                      {statusText(delivery.status)}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(delivery.createdAt)}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {delivery.eventId}
                  </Text>
                  <Text size="sm">{WEBHOOK_TEXTS.attempts(delivery.attempts.length)}</Text>
                  {delivery.attempts.length > 0 && (
                    <Stack component="ol" gap={2} style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                      {delivery.attempts.map((attempt) => (
                        <Text component="li" size="xs" key={attempt.at} style={{ overflowWrap: 'anywhere' }}>
                          {WEBHOOK_TEXTS.attempt(
                            formatDateTime(attempt.at),
                            attempt.statusCode === null ? WEBHOOK_TEXTS.noAnswer : String(attempt.statusCode),
                            formatNumber(attempt.durationMs),
                          )}
                          {/* The network's own words (e.g. ECONNREFUSED): a detail for the integrator. */}
                          {attempt.error && attempt.statusCode === null && (
                            <>
                              {' '}
                              <Code>{attempt.error}</Code>
                            </>
                          )}
                        </Text>
                      ))}
                    </Stack>
                  )}
                  {delivery.status === 'pending' && delivery.nextAttemptAt && (
                    <Text size="xs" c="dimmed">
                      {WEBHOOK_TEXTS.nextAttempt(formatDateTime(delivery.nextAttemptAt))}
                    </Text>
                  )}
                </Stack>
                <Button
                  size="xs"
                  variant="subtle"
                  disabled={!endpoint.enabled}
                  loading={redeliver.isPending && redeliver.variables?.deliveryId === delivery._id}
                  onClick={() => redeliver.mutate({ id: endpoint._id, deliveryId: delivery._id })}
                >
                  {WEBHOOK_TEXTS.redeliver}
                </Button>
              </Group>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}
