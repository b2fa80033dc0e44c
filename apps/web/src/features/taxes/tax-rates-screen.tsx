import type { TaxRate } from '@folio/contracts';
import { Alert, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { SectionSkeletons } from '../../components/section-skeletons';
import { SubmitRow } from '../../components/submit-row';
import { useLocale } from '../../lib/i18n';
import { formatPercent } from '../../lib/percent';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { TaxRateForm } from './tax-rate-form';
import { TAX_TEXTS } from './texts';
import { useTaxRateMutations } from './use-tax-rate-mutations';

/**
 * Settings → Tax rates (/settings/taxes): every member reads the organization's rates, active ones
 * and, apart, the archived ones; managers and admins add, change and archive them (the server
 * enforces it).
 */
export function TaxRatesScreen() {
  useLocale();
  const canEdit = useCan().manage;
  const rates = trpc.taxRates.list.useQuery();
  const mutations = useTaxRateMutations();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<TaxRate | null>(null);

  const archive = async (rate: TaxRate) => {
    if (await confirm({ message: TAX_TEXTS.archiveConfirm(rate.name), confirmLabel: TEXTS.archive }))
      mutations.archive.mutate({ id: rate._id });
  };

  return (
    <Stack gap="lg">
      {dialog}
      <Stack gap={4}>
        <Title order={1}>{TEXTS.taxRates}</Title>
        <Text c="dimmed">{TAX_TEXTS.intro}</Text>
      </Stack>
      {!canEdit && (
        // A standing note, not an event: announced with the page, not as an alert.
        <Alert variant="light" role="note" icon={<IconLock size={18} aria-hidden />}>
          {TAX_TEXTS.managersOnly}
        </Alert>
      )}
      {canEdit && (
        <SectionCard titleId="tax-rate-add-title" title={TAX_TEXTS.addTitle}>
          <TaxRateForm
            mutations={mutations}
            actions={(saving) => <SubmitRow label={TAX_TEXTS.add} loading={saving} />}
          />
        </SectionCard>
      )}
      <QueryState
        query={rates}
        errorTitle={TAX_TEXTS.loadFailed}
        loading={<SectionSkeletons heights={[200]} />}
      >
        {(data) => {
          const active = data.filter((rate) => !rate.archived);
          const archived = data.filter((rate) => rate.archived);
          return (
            <Stack gap="lg">
              <SectionCard titleId="tax-rates-title" title={TAX_TEXTS.listTitle}>
                {active.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {canEdit ? TAX_TEXTS.emptyManager : TAX_TEXTS.empty}
                  </Text>
                ) : (
                  <RateList
                    rates={active}
                    canEdit={canEdit}
                    onEdit={setEditing}
                    onArchive={(rate) => void archive(rate)}
                  />
                )}
              </SectionCard>
              {archived.length > 0 && (
                <SectionCard titleId="tax-rates-archived-title" title={TAX_TEXTS.archivedTitle}>
                  <RateList rates={archived} canEdit={false} />
                </SectionCard>
              )}
            </Stack>
          );
        }}
      </QueryState>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? TAX_TEXTS.editTitle(editing.name) : ''}
        centered
      >
        {editing && (
          <TaxRateForm
            key={editing._id}
            rate={editing}
            mutations={mutations}
            onSaved={() => setEditing(null)}
            actions={(saving) => (
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setEditing(null)}>
                  {TEXTS.cancel}
                </Button>
                <Button type="submit" loading={saving}>
                  {TAX_TEXTS.save}
                </Button>
              </Group>
            )}
          />
        )}
      </Modal>
    </Stack>
  );
}

/** The rates as a list: name, rate, badges and, for managers, Edit and Archive. */
function RateList({
  rates,
  canEdit,
  onEdit,
  onArchive,
}: {
  rates: TaxRate[];
  canEdit: boolean;
  onEdit?: (rate: TaxRate) => void;
  onArchive?: (rate: TaxRate) => void;
}) {
  useLocale();
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rates.map((rate) => (
        <Group
          key={rate._id}
          component="li"
          justify="space-between"
          wrap="wrap"
          gap="xs"
          py="xs"
          data-testid="tax-rate"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {rate.name}
            </Text>
            <Text style={{ fontVariantNumeric: 'tabular-nums' }}>{formatPercent(rate.percent)}</Text>
            {rate.compound && (
              <Badge variant="light" size="sm">
                {TAX_TEXTS.compoundBadge}
              </Badge>
            )}
            {rate.archived && (
              <Badge variant="light" color="gray" size="sm">
                {TAX_TEXTS.archivedBadge}
              </Badge>
            )}
          </Group>
          {canEdit && onEdit && onArchive && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                aria-label={TAX_TEXTS.editWhat(rate.name)}
                onClick={() => onEdit(rate)}
              >
                {TEXTS.edit}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                aria-label={TAX_TEXTS.archiveWhat(rate.name)}
                onClick={() => onArchive(rate)}
              >
                {TEXTS.archive}
              </Button>
            </Group>
          )}
        </Group>
      ))}
    </Stack>
  );
}
