import type { PaymentSettings } from '@folio/contracts';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import { IconFlask, IconPlugConnected } from '@tabler/icons-react';
import { useConfirm } from '../../components/confirm-dialog';
import { Fact } from '../../components/fact';
import { SectionCard } from '../../components/section-card';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { PAYMENT_TEXTS } from './texts';
import type { PaymentMutations } from './use-payment-mutations';

const STATUS_COLOR = { not_connected: 'gray', pending: 'orange', connected: 'teal' } as const;

/**
 * The organization's Stripe account: whether it takes payments, and (for admins) Connect, which
 * leaves for Stripe's onboarding, and Disconnect, after a question. In test mode (no Stripe keys on
 * the server) a notice says that Pay opens a test page and no money moves.
 */
export function StripeCard({
  settings,
  canEdit,
  actions,
}: {
  settings: PaymentSettings;
  canEdit: boolean;
  actions: Pick<PaymentMutations, 'connect' | 'disconnect' | 'refresh'>;
}) {
  useLocale();
  const { confirm, dialog } = useConfirm();
  const { status, accountId, connectedAt } = settings.stripe;

  const disconnect = async () => {
    if (await confirm({ message: PAYMENT_TEXTS.disconnectConfirm, confirmLabel: PAYMENT_TEXTS.disconnect })) {
      actions.disconnect.mutate();
    }
  };

  return (
    <SectionCard titleId="payments-stripe-title" title={PAYMENT_TEXTS.stripeTitle}>
      {dialog}
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {PAYMENT_TEXTS.stripeIntro}
        </Text>
        {settings.mockMode && (
          <Alert variant="light" color="yellow" role="note" icon={<IconFlask size={18} aria-hidden />}>
            {PAYMENT_TEXTS.mockMode}
          </Alert>
        )}
        <Group gap="xl" wrap="wrap" align="flex-start">
          <Fact label={PAYMENT_TEXTS.statusLabel}>
            <Badge variant="light" color={STATUS_COLOR[status]} data-testid="stripe-status">
              {PAYMENT_TEXTS.statusNames[status]}
            </Badge>
          </Fact>
          {accountId && (
            <Fact label={PAYMENT_TEXTS.account}>
              <Text
                size="sm"
                ff="monospace"
                style={{ overflowWrap: 'anywhere' }}
                data-testid="stripe-account"
              >
                {accountId}
              </Text>
            </Fact>
          )}
          {status === 'connected' && connectedAt && (
            <Fact label={PAYMENT_TEXTS.connectedSince}>{formatDateTime(connectedAt)}</Fact>
          )}
        </Group>
        {status === 'pending' && <Text size="sm">{PAYMENT_TEXTS.pendingHint}</Text>}
        {canEdit && (
          <Group gap="sm">
            {status !== 'connected' && (
              <Button
                leftSection={<IconPlugConnected size={16} aria-hidden />}
                loading={actions.connect.isPending || actions.connect.isSuccess}
                onClick={() => actions.connect.mutate()}
              >
                {status === 'pending' ? PAYMENT_TEXTS.continueOnboarding : PAYMENT_TEXTS.connect}
              </Button>
            )}
            {status !== 'not_connected' && (
              <Button
                variant="default"
                color="red"
                loading={actions.disconnect.isPending}
                onClick={() => void disconnect()}
              >
                {PAYMENT_TEXTS.disconnect}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
