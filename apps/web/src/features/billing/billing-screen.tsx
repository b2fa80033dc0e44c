import {
  BILLING_MSG,
  BILLING_REFETCH,
  type BillingOverview,
  FALLBACK_PRICES_CENTS,
  PAID_PLAN_TIERS,
  type PaidPlanTier,
} from '@folio/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { QueryState } from '../../components/query-state';
import { ScreenLead } from '../../components/screen-lead';
import { formatDate, formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { serverMessage } from '../../lib/server-messages';
import { toastInfo, toastSuccess } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { hasLiveSubscription, knownStatus } from './billing-rules';
import { BILLING_TEXTS } from './texts';
import { useBillingMutations } from './use-billing-mutations';

export type BillingSearch = { success?: string; canceled?: string };

/** The monthly price: the overview's, or the fallback (USD per month) when it has none. */
function priceText(overview: BillingOverview, tier: PaidPlanTier): string {
  const price = overview.prices[tier];
  const cents = price?.amount || FALLBACK_PRICES_CENTS[tier];
  const currency = price?.currency?.toUpperCase() || 'USD';
  return BILLING_TEXTS.pricePer(formatMoney(cents / 100, currency), price?.interval);
}

/**
 * The return from checkout: ?success says "Subscription updated" and refetches the overview five
 * times a second apart (the payment provider's webhook may land a little later); ?canceled says
 * "Checkout canceled". Either flag then leaves the address.
 */
function useCheckoutReturn(search: BillingSearch, refetch: () => unknown) {
  const navigate = useNavigate();
  const handled = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const latestRefetch = useRef(refetch);
  latestRefetch.current = refetch;
  // The refetches outlive the address change that follows; they stop only when the page closes.
  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );
  useEffect(() => {
    if (handled.current || (search.success === undefined && search.canceled === undefined)) return;
    handled.current = true;
    if (search.success !== undefined) {
      toastSuccess(serverMessage(BILLING_MSG.subscriptionUpdated));
      for (let n = 1; n <= BILLING_REFETCH.times; n += 1) {
        timers.current.push(setTimeout(() => void latestRefetch.current(), n * BILLING_REFETCH.intervalMs));
      }
    } else {
      toastInfo(serverMessage(BILLING_MSG.checkoutCanceled));
    }
    void navigate({ to: '/settings/billing', search: {}, replace: true });
  }, [search.success, search.canceled, navigate]);
}

/** /settings/billing: the plan, its status and period, the portal or the upgrades, the plans and help. */
export function BillingScreen({ search }: { search: BillingSearch }) {
  useLocale();
  const overview = trpc.billing.overview.useQuery();
  const refetchOverview = overview.refetch;
  useCheckoutReturn(search, refetchOverview);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{BILLING_TEXTS.title}</Title>
        <ScreenLead text={BILLING_TEXTS.lead} />
      </Stack>
      <QueryState
        query={overview}
        errorTitle={BILLING_TEXTS.loadFailed}
        loading={<Skeleton h={240} radius="md" />}
      >
        {(data) => <BillingDetails overview={data} />}
      </QueryState>
    </Stack>
  );
}

function BillingDetails({ overview }: { overview: BillingOverview }) {
  useLocale();
  const status = knownStatus(overview.org.subscriptionStatus);
  const live = hasLiveSubscription(status);
  const { periodStart, periodEnd } = overview.org.billing;

  const { checkout, portal } = useBillingMutations();

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="section" aria-labelledby="current-plan-title">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Title order={2} fz="lg" id="current-plan-title">
              {BILLING_TEXTS.currentPlan(BILLING_TEXTS.planNames[overview.org.planTier])}
            </Title>
            <Group gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                {BILLING_TEXTS.status}
              </Text>
              <Badge variant="light" color={live ? 'teal' : 'gray'} data-testid="subscription-status">
                {BILLING_TEXTS.statusNames[status]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              {BILLING_TEXTS.period}{' '}
              {periodStart || periodEnd ? `${formatDate(periodStart)} – ${formatDate(periodEnd)}` : '—'}
            </Text>
          </div>
          {live && (
            <Button onClick={() => portal.mutate()} loading={portal.isPending}>
              {BILLING_TEXTS.manage}
            </Button>
          )}
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {PAID_PLAN_TIERS.map((tier) => {
          const current = overview.org.planTier === tier;
          return (
            <Card
              key={tier}
              withBorder
              padding="lg"
              component="section"
              aria-label={BILLING_TEXTS.planCard(BILLING_TEXTS.planNames[tier])}
            >
              <Group justify="space-between">
                <Title order={2} fz="lg">
                  {BILLING_TEXTS.planNames[tier]}
                </Title>
                {current && (
                  <Badge color="teal" variant="light">
                    {BILLING_TEXTS.yourPlan}
                  </Badge>
                )}
              </Group>
              <Text fz="xl" fw={700} mt="xs">
                {priceText(overview, tier)}
              </Text>
              <List
                mt="sm"
                spacing={4}
                size="sm"
                icon={<IconCheck size={16} aria-hidden />}
                styles={{ itemIcon: { color: 'var(--mantine-color-teal-text)' } }}
              >
                {BILLING_TEXTS.planContents[tier].map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
              {!live && (
                <Button
                  mt="md"
                  fullWidth
                  onClick={() => checkout.mutate({ tier })}
                  loading={checkout.isPending && checkout.variables?.tier === tier}
                >
                  {BILLING_TEXTS.upgradeTo(BILLING_TEXTS.planNames[tier])}
                </Button>
              )}
            </Card>
          );
        })}
      </SimpleGrid>

      {/* Beside the Upgrade buttons it explains, and below the first screen of a phone: at the top,
          this paragraph (which arrives with the data) was the page's largest paint. */}
      {overview.mockMode && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconInfoCircle size={18} />}
          title={BILLING_TEXTS.mockMode}
        >
          {BILLING_TEXTS.mockBanner}
        </Alert>
      )}

      <Card withBorder padding="lg" component="section" aria-labelledby="billing-help-title">
        <Title order={2} fz="md" id="billing-help-title" mb="xs">
          {BILLING_TEXTS.goodToKnow}
        </Title>
        <List size="sm" spacing={4}>
          {BILLING_TEXTS.help.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Card>
    </Stack>
  );
}
