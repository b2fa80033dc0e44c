import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { QueryState } from '../../components/query-state';
import { SectionSkeletons } from '../../components/section-skeletons';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { PaymentSettingsForm } from './payment-settings-form';
import { StripeCard } from './stripe-card';
import { PAYMENT_TEXTS } from './texts';
import { usePaymentMutations } from './use-payment-mutations';

/**
 * Settings → Payments (/settings/payments): the organization's Stripe account, partial payments and
 * the reminder rules. Every member reads them; only admins change them (the server enforces it).
 * Stripe's onboarding comes back here with `?stripe=return` (or `refresh` when its link expired):
 * the account is then read again from Stripe, once, and the flag leaves the address.
 */
export function PaymentsScreen({ stripeReturn }: { stripeReturn: boolean }) {
  useLocale();
  const canEdit = useCan().role === 'admin';
  const settings = trpc.paymentSettings.get.useQuery();
  const actions = usePaymentMutations();
  const navigate = useNavigate();
  const refreshed = useRef(false);
  const { refresh } = actions;

  useEffect(() => {
    if (!stripeReturn || !canEdit || refreshed.current) return;
    refreshed.current = true;
    refresh.mutate();
    void navigate({ to: '/settings/payments', search: {}, replace: true });
  }, [stripeReturn, canEdit, refresh, navigate]);

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{TEXTS.payments}</Title>
        <Text c="dimmed">{PAYMENT_TEXTS.intro}</Text>
      </Stack>
      {!canEdit && (
        // A standing note, not an event: announced with the page, not as an alert.
        <Alert variant="light" role="note" icon={<IconLock size={18} aria-hidden />}>
          {PAYMENT_TEXTS.adminsOnly}
        </Alert>
      )}
      <QueryState
        query={settings}
        errorTitle={PAYMENT_TEXTS.loadFailed}
        loading={<SectionSkeletons heights={[180, 120, 260]} />}
      >
        {(data) => (
          <Stack gap="lg">
            <StripeCard settings={data} canEdit={canEdit} actions={actions} />
            <PaymentSettingsForm settings={data} canEdit={canEdit} update={actions.update} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
