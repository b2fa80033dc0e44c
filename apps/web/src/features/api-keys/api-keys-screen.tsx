import type { ApiKey, CreatedApiKey } from '@folio/contracts';
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
import { todayIn, useUserTimeZone } from '../../lib/dates';
import { formatDate, formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { toastFailure } from '../../lib/mutation-failure';
import { TEXTS } from '../../lib/texts';
import { toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { ApiKeyForm } from './api-key-form';
import { API_KEY_TEXTS } from './texts';

/**
 * Settings → API keys (/settings/api-keys): admins list the organization's keys, make one (its
 * secret shown once, with a copy button) and revoke them; other members see a notice (the server
 * refuses them anyway).
 */
export function ApiKeysScreen() {
  useLocale();
  const { role } = useCan();
  const isAdmin = role === 'admin';
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{API_KEY_TEXTS.title}</Title>
        <Text c="dimmed">{API_KEY_TEXTS.intro}</Text>
      </Stack>
      {isAdmin ? (
        <ApiKeysManager />
      ) : (
        // A standing note, not an event: announced with the page, not as an alert.
        <Alert variant="light" role="note" icon={<IconLock size={18} aria-hidden />}>
          {API_KEY_TEXTS.adminsOnly}
        </Alert>
      )}
    </Stack>
  );
}

function ApiKeysManager() {
  useLocale();
  const keys = trpc.apiKeys.list.useQuery();
  const utils = trpc.useUtils();
  const { confirm, dialog } = useConfirm();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const revoke = trpc.apiKeys.revoke.useMutation({
    onSuccess: () => {
      toastSuccess(API_KEY_TEXTS.revoked);
      void utils.apiKeys.list.invalidate();
      void utils.activity.invalidate();
    },
    onError: (error) => toastFailure(error, API_KEY_TEXTS.revokeFailed),
  });

  const askRevoke = async (key: ApiKey) => {
    if (await confirm({ message: API_KEY_TEXTS.revokeConfirm(key.name), confirmLabel: API_KEY_TEXTS.revoke }))
      revoke.mutate({ id: key._id });
  };

  return (
    <>
      {dialog}
      <Group justify="flex-end">
        <Button onClick={() => setCreating(true)}>{API_KEY_TEXTS.create}</Button>
      </Group>
      <QueryState
        query={keys}
        errorTitle={API_KEY_TEXTS.loadFailed}
        loading={<SectionSkeletons heights={[200]} />}
      >
        {(data) => (
          <SectionCard titleId="api-keys-title" title={API_KEY_TEXTS.listTitle}>
            {data.length === 0 ? (
              <Text c="dimmed" size="sm">
                {API_KEY_TEXTS.empty}
              </Text>
            ) : (
              <KeyList keys={data} onRevoke={(key) => void askRevoke(key)} />
            )}
          </SectionCard>
        )}
      </QueryState>
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={API_KEY_TEXTS.createTitle}
        centered
        closeButtonProps={{ 'aria-label': TEXTS.closeDialog }}
      >
        {creating && (
          <ApiKeyForm
            callerRole="admin"
            onCancel={() => setCreating(false)}
            onCreated={(key) => {
              setCreating(false);
              setCreated(key);
              toastSuccess(API_KEY_TEXTS.created);
            }}
          />
        )}
      </Modal>
      <Modal
        opened={created !== null}
        onClose={() => setCreated(null)}
        title={API_KEY_TEXTS.secretTitle}
        centered
        closeButtonProps={{ 'aria-label': TEXTS.closeDialog }}
        closeOnClickOutside={false}
      >
        {created && <SecretOnce secret={created.secret} onDone={() => setCreated(null)} />}
      </Modal>
    </>
  );
}

/** The new key's secret, this once: a warning, the secret and a copy button. */
function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  useLocale();
  return (
    <Stack gap="sm">
      <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {API_KEY_TEXTS.secretWarning}
      </Alert>
      <Code block data-testid="api-key-secret" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {secret}
      </Code>
      <Group justify="flex-end" gap="sm">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? API_KEY_TEXTS.copied : API_KEY_TEXTS.copy}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{API_KEY_TEXTS.done}</Button>
      </Group>
    </Stack>
  );
}

const isExpired = (key: ApiKey, now: number) => key.expiresAt !== null && Date.parse(key.expiresAt) <= now;

/** The keys: name, prefix, role, who made it and when, last use, expiry or revocation, and Revoke. */
function KeyList({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  useLocale();
  const timeZone = useUserTimeZone();
  // An instant's calendar day in the user's zone (the day they chose for an expiry).
  const day = (iso: string) => formatDate(todayIn(timeZone, new Date(iso)));
  const now = Date.now();
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {keys.map((key) => {
        const expired = isExpired(key, now);
        const active = !key.revokedAt && !expired;
        return (
          <Group
            key={key._id}
            component="li"
            justify="space-between"
            wrap="wrap"
            gap="xs"
            py="xs"
            data-testid="api-key"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {key.name}
                </Text>
                <Code>{key.prefix}…</Code>
                <Badge variant="light" size="sm">
                  {TEXTS.roleNames[key.role]}
                </Badge>
                {key.revokedAt && (
                  <Badge variant="light" color="red" size="sm">
                    {API_KEY_TEXTS.revokedBadge}
                  </Badge>
                )}
                {!key.revokedAt && expired && (
                  <Badge variant="light" color="gray" size="sm">
                    {API_KEY_TEXTS.expiredBadge}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {API_KEY_TEXTS.createdBy(key.createdBy.name, day(key.createdAt))}
                {' · '}
                {key.lastUsedAt
                  ? API_KEY_TEXTS.lastUsed(formatDateTime(key.lastUsedAt))
                  : API_KEY_TEXTS.neverUsed}
                {key.revokedAt && ` · ${API_KEY_TEXTS.revokedOn(formatDateTime(key.revokedAt))}`}
                {!key.revokedAt &&
                  key.expiresAt &&
                  ` · ${(expired ? API_KEY_TEXTS.expiredOn : API_KEY_TEXTS.expires)(day(key.expiresAt))}`}
              </Text>
            </Stack>
            {active && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                aria-label={API_KEY_TEXTS.revokeWhat(key.name)}
                onClick={() => onRevoke(key)}
              >
                {API_KEY_TEXTS.revoke}
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
