import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconReceiptTax } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { QueryState } from '../../components/query-state';
import { SectionSkeletons } from '../../components/section-skeletons';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { BusinessForm } from './business-form';
import { LogoCard } from './logo-card';
import { BUSINESS_TEXTS } from './texts';
import { useBusinessMutations } from './use-business-mutations';

/**
 * Settings → Business details (/settings/business): every member reads the organization's
 * details and logo; only admins change them (the server enforces it).
 */
export function BusinessScreen() {
  useLocale();
  const canEdit = useCan().role === 'admin';
  const profile = trpc.org.profile.useQuery();
  const actions = useBusinessMutations();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={1}>{TEXTS.businessDetails}</Title>
          <Text c="dimmed">{BUSINESS_TEXTS.intro}</Text>
        </Stack>
        <Button
          component={Link}
          to="/settings/taxes"
          variant="default"
          leftSection={<IconReceiptTax size={16} aria-hidden />}
        >
          {TEXTS.taxRates}
        </Button>
      </Group>
      {!canEdit && (
        // A standing note, not an event: announced with the page, not as an alert.
        <Alert variant="light" role="note" icon={<IconLock size={18} aria-hidden />}>
          {BUSINESS_TEXTS.adminsOnly}
        </Alert>
      )}
      <QueryState
        query={profile}
        errorTitle={BUSINESS_TEXTS.loadFailed}
        loading={<SectionSkeletons heights={[160, 420]} />}
      >
        {(data) => (
          <Stack gap="lg">
            <LogoCard logo={data.logo} canEdit={canEdit} actions={actions} />
            <BusinessForm profile={data} canEdit={canEdit} update={actions.update} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
