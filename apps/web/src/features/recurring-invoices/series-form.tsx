import {
  CURRENCIES,
  createRecurringInvoiceInput,
  RECURRING_DAYS_UNTIL_DUE_MAX,
  RECURRING_END_COUNT_MAX,
  type RecurringFrequency,
  type RecurringInvoice,
  updateRecurringInvoiceInput,
} from '@folio/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import { useHotkeys } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useBlocker } from '@tanstack/react-router';
import { useConfirm } from '../../components/confirm-dialog';
import { Money } from '../../components/money';
import { RecordFormCard } from '../../components/record-form';
import { DRAFT_KEYS } from '../../lib/drafts';
import { useLocale } from '../../lib/i18n';
import { serverMessage } from '../../lib/server-messages';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { useRecordForm } from '../../lib/use-record-form';
import { FormClientPicker } from '../clients/client-picker';
import { ProjectChoice, TaxPicker } from '../invoices/invoice-form';
import {
  type DiscountType,
  lineAmount,
  previewTotals,
  termsFor,
  totalsRows,
} from '../invoices/invoice-rules';
import { emptyItem } from '../invoices/invoice-values';
import { numberSeparators } from '../invoices/number-separators';
import {
  INVOICE_FORM_TEXTS,
  INVOICE_TAX_TEXTS,
  INVOICE_TEXTS,
  INVOICE_TOTALS_TEXTS,
} from '../invoices/texts';
import { TotalsBlock } from '../invoices/totals-block';
import { datesInWords, datesPreview, frequencyOptions } from './schedule';
import {
  calendarChanged,
  type EndType,
  emptySeriesValues,
  recurrenceOf,
  type SeriesFormValues,
  seriesFormValues,
  seriesInputFrom,
  splitSeriesErrors,
} from './series-values';
import { RECURRING_TEXTS, SERIES_FORM_TEXTS } from './texts';
import { useSeriesMutations } from './use-series-mutations';

/** A dialog or a dropdown list is showing: Escape belongs to it. */
const somethingOpen = () =>
  [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="listbox"]')].some((element) =>
    element.checkVisibility(),
  );

const FIELDS = [
  'client',
  'project',
  'currency',
  'items',
  'discount',
  'pricesIncludeTax',
  'frequency',
  'startDate',
  'endType',
  'endCount',
  'endDate',
  'daysUntilDue',
  'autoSend',
] as const;

/** The day before a calendar date: the preview of an unchanged calendar starts on the series' next date. */
const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The recurring invoice form, for a new series or an existing one: what an invoice holds (client,
 * projects, currency, lines with discounts and taxes, the invoice discount, prices that include
 * tax, with the totals as you type by the invoices' own arithmetic), then the calendar (frequency,
 * start date, end), the days until each invoice is due, automatic emailing, and a preview of the
 * next dates in the organization's time zone. A draft is kept while it changes; Ctrl/Cmd+S saves,
 * Escape cancels, and leaving with unsaved changes asks first.
 */
export function SeriesForm({
  series,
  today,
  paymentTermsDays,
}: {
  series?: RecurringInvoice;
  /** The organization's today (YYYY-MM-DD, in its time zone): a new series starts on it. */
  today: string;
  /** The organization's payment terms: a new series' invoices are due this many days after their date. */
  paymentTermsDays?: number | null;
}) {
  useLocale();
  const record = useRecordForm({
    record: series,
    toValues: seriesFormValues,
    emptyValues: () => emptySeriesValues(today, paymentTermsDays),
    draftKey: DRAFT_KEYS.recurringInvoice,
    fields: FIELDS,
    listPath: '/invoices/recurring',
    mutations: useSeriesMutations(),
    schemas: { create: createRecurringInvoiceInput, update: updateRecurringInvoiceInput },
    saveFailed: RECURRING_TEXTS.saveFailed,
  });
  const { form, dirty, leaving, cancel } = record;
  const { confirm, dialog } = useConfirm();
  const rates = trpc.taxRates.list.useQuery().data ?? [];
  const preview = previewTotals(form.values, termsFor(rates));
  // What cannot be totalled (a discount over the subtotal) is shown at its field as you type.
  const totalsError = (field: string) =>
    preview.ok || preview.field !== field ? undefined : serverMessage(preview.message);

  useBlocker({
    shouldBlockFn: async () => {
      if (leaving.current || !dirty) return false;
      return !(await confirm({
        message: INVOICE_TEXTS.unsavedChanges,
        confirmLabel: INVOICE_FORM_TEXTS.leave,
      }));
    },
    enableBeforeUnload: () => dirty && !leaving.current,
  });

  const save = () => {
    const totals = previewTotals(form.getValues(), termsFor(rates));
    record.submit(
      seriesInputFrom(form.getValues()),
      (errors) => {
        const problems = splitSeriesErrors(errors);
        form.setErrors(problems.onFields);
        record.setGeneral(problems.general);
      },
      // The server would refuse it with the same message at the same field.
      totals.ok ? {} : { [totals.field]: serverMessage(totals.message) },
    );
  };

  const chooseClient = (id: string | null) => {
    if (id === form.values.client) return;
    form.setFieldValue('client', id);
    form.setFieldValue('clientName', '');
    // Projects belong to one client: a new client starts with none chosen.
    form.setFieldValue('project', []);
  };

  useHotkeys(
    [
      ['mod+S', save],
      [
        'Escape',
        (event) => {
          if (event.defaultPrevented || somethingOpen()) return;
          // Handled: the series' panel, which opens next, must not take this Escape as its own.
          event.preventDefault();
          cancel();
        },
        { preventDefault: false },
      ],
    ],
    [],
  );

  const items = form.values.items;
  const separators = numberSeparators();

  return (
    <>
      {dialog}
      <RecordFormCard
        state={record}
        maw={860}
        records={RECURRING_TEXTS.form.records}
        onSave={save}
        cancelLabel={TEXTS.cancel}
        hint={INVOICE_FORM_TEXTS.hint}
        submitLabel={series ? TEXTS.saveChanges : RECURRING_TEXTS.form.create}
      >
        {series && (
          <Alert variant="light" color="blue" p="sm">
            {RECURRING_TEXTS.form.editNote}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormClientPicker form={form} onChange={chooseClient} />
          <Select
            label={INVOICE_FORM_TEXTS.currency}
            data={[...CURRENCIES]}
            allowDeselect={false}
            {...form.getInputProps('currency')}
          />
        </SimpleGrid>

        <ProjectChoice
          clientId={form.values.client}
          invoice={series}
          value={form.values.project}
          onChange={(ids) => form.setFieldValue('project', ids)}
          error={form.errors.project}
        />

        <ScheduleFields form={form} series={series} today={today} />

        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Title order={2} fz="md" component="legend" mb="xs">
            {INVOICE_FORM_TEXTS.lineItems}
          </Title>
          {items.map((item, index) => (
            <Stack
              // biome-ignore lint/suspicious/noArrayIndexKey: line items have no id; their position is their identity
              key={index}
              gap="xs"
              p="sm"
              data-testid="line-item"
              style={{
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-md)',
              }}
            >
              <Group align="flex-start" gap="xs" wrap="wrap">
                <TextInput
                  label={INVOICE_FORM_TEXTS.description(index + 1)}
                  style={{ flex: '3 1 240px' }}
                  {...form.getInputProps(`items.${index}.description`)}
                />
                <NumberInput
                  label={INVOICE_FORM_TEXTS.quantity(index + 1)}
                  min={0}
                  decimalScale={4}
                  decimalSeparator={separators.decimalSeparator}
                  hideControls
                  style={{ flex: '1 1 130px' }}
                  {...form.getInputProps(`items.${index}.quantity`)}
                />
                <NumberInput
                  label={INVOICE_FORM_TEXTS.unitPrice(index + 1)}
                  min={0}
                  decimalScale={2}
                  {...separators}
                  hideControls
                  style={{ flex: '1 1 130px' }}
                  {...form.getInputProps(`items.${index}.unitPrice`)}
                />
              </Group>
              <Group align="flex-start" gap="xs" wrap="wrap">
                <NumberInput
                  label={INVOICE_TAX_TEXTS.lineDiscount(index + 1)}
                  min={0}
                  max={100}
                  decimalScale={3}
                  decimalSeparator={separators.decimalSeparator}
                  allowNegative={false}
                  hideControls
                  style={{ flex: '1 1 130px' }}
                  {...form.getInputProps(`items.${index}.discountPercent`)}
                />
                <TaxPicker
                  label={INVOICE_TAX_TEXTS.lineTaxes(index + 1)}
                  rates={rates}
                  value={item.taxRateIds ?? []}
                  onChange={(ids) => form.setFieldValue(`items.${index}.taxRateIds`, ids)}
                  error={
                    (form.errors[`items.${index}.taxRateIds`] as string | undefined) ??
                    totalsError(`items.${index}.taxRateIds`)
                  }
                />
                <Group
                  gap="xs"
                  wrap="nowrap"
                  align="flex-start"
                  style={{ flex: '1 1 130px' }}
                  justify="flex-end"
                >
                  <Stack gap={2} align="flex-end" style={{ flex: 1 }}>
                    <Text size="sm" fw={500}>
                      {INVOICE_FORM_TEXTS.amount}
                    </Text>
                    <Text size="sm" pt={6} data-testid="line-amount">
                      <Money amount={lineAmount(item)} currency={form.values.currency} />
                    </Text>
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    mt={28}
                    aria-label={INVOICE_FORM_TEXTS.removeItem(index + 1)}
                    // The last line cannot be removed: an invoice has at least one.
                    disabled={items.length === 1}
                    onClick={() => form.removeListItem('items', index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Stack>
          ))}
          <Button
            variant="subtle"
            w="fit-content"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('items', emptyItem())}
          >
            {INVOICE_FORM_TEXTS.addItem}
          </Button>
        </Stack>

        {typeof form.errors.items === 'string' && (
          <Text size="sm" c="red" role="alert">
            {form.errors.items}
          </Text>
        )}

        <Group align="flex-start" gap="md" wrap="wrap">
          <Stack gap={4} style={{ flex: '1 1 280px' }}>
            <Text size="sm" fw={500} id="series-discount-label">
              {INVOICE_TAX_TEXTS.invoiceDiscount}
            </Text>
            <SegmentedControl
              aria-labelledby="series-discount-label"
              w="fit-content"
              data={[
                { value: 'none', label: INVOICE_TAX_TEXTS.discountNone },
                { value: 'percent', label: INVOICE_TAX_TEXTS.discountPercent },
                { value: 'amount', label: INVOICE_TAX_TEXTS.discountAmount },
              ]}
              value={form.values.discountType}
              onChange={(value) => {
                form.setFieldValue('discountType', value as DiscountType);
                form.clearFieldError('discount');
              }}
            />
            {form.values.discountType !== 'none' && (
              <NumberInput
                label={
                  form.values.discountType === 'percent'
                    ? INVOICE_TAX_TEXTS.discountValuePercent
                    : INVOICE_TAX_TEXTS.discountValueAmount
                }
                min={0}
                max={form.values.discountType === 'percent' ? 100 : undefined}
                decimalScale={form.values.discountType === 'percent' ? 3 : 2}
                thousandSeparator={
                  form.values.discountType === 'amount' ? separators.thousandSeparator : undefined
                }
                decimalSeparator={separators.decimalSeparator}
                allowNegative={false}
                hideControls
                maw={200}
                value={form.values.discountValue}
                onChange={(value) => {
                  form.setFieldValue('discountValue', value === '' ? '' : Number(value));
                  form.clearFieldError('discount');
                }}
                error={(form.errors.discount as string | undefined) ?? totalsError('discount.value')}
              />
            )}
          </Stack>
          <Switch
            style={{ flex: '1 1 240px' }}
            mt={4}
            label={INVOICE_TAX_TEXTS.pricesIncludeTax}
            description={INVOICE_TAX_TEXTS.pricesIncludeTaxHint}
            checked={form.values.pricesIncludeTax}
            onChange={(event) => form.setFieldValue('pricesIncludeTax', event.currentTarget.checked)}
            error={(form.errors.pricesIncludeTax as string | undefined) ?? totalsError('pricesIncludeTax')}
          />
        </Group>

        {preview.ok && (
          <TotalsBlock
            label={INVOICE_TOTALS_TEXTS.title}
            rows={totalsRows(preview.totals, form.values.currency, form.values.pricesIncludeTax)}
          />
        )}
      </RecordFormCard>
    </>
  );
}

type SeriesForm = ReturnType<typeof useRecordForm<SeriesFormValues, RecurringInvoice, unknown>>['form'];

/**
 * The calendar: frequency (Monthly names the start date's day), start date, the end (never, after a
 * number of invoices, on a date), the days until each invoice is due and automatic emailing; under
 * them the next dates the series will make invoices on.
 */
function ScheduleFields({
  form,
  series,
  today,
}: {
  form: SeriesForm;
  series: RecurringInvoice | undefined;
  today: string;
}) {
  useLocale();
  const values = form.values;
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} fz="md" component="legend" mb="xs">
        {RECURRING_TEXTS.form.scheduleTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={RECURRING_TEXTS.form.frequency}
          data={frequencyOptions(values.startDate)}
          allowDeselect={false}
          value={values.frequency}
          onChange={(value) => value && form.setFieldValue('frequency', value as RecurringFrequency)}
          error={form.errors.frequency}
        />
        <TextInput
          label={RECURRING_TEXTS.form.startDate}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          type="date"
          required
          description={RECURRING_TEXTS.form.startDateHint}
          {...form.getInputProps('startDate')}
        />
        <NumberInput
          label={RECURRING_TEXTS.form.daysUntilDue}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={RECURRING_TEXTS.form.daysUntilDueHint}
          min={0}
          max={RECURRING_DAYS_UNTIL_DUE_MAX}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          {...form.getInputProps('daysUntilDue')}
        />
      </SimpleGrid>

      <Group align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="series-end-label">
            {RECURRING_TEXTS.form.ends}
          </Text>
          <SegmentedControl
            aria-labelledby="series-end-label"
            w="fit-content"
            data={[
              { value: 'never', label: RECURRING_TEXTS.form.endNever },
              { value: 'after', label: RECURRING_TEXTS.form.endAfter },
              { value: 'on', label: RECURRING_TEXTS.form.endOn },
            ]}
            value={values.endType}
            onChange={(value) => {
              form.setFieldValue('endType', value as EndType);
              form.clearFieldError('endType');
            }}
          />
          {typeof form.errors.endType === 'string' && (
            <Text size="xs" c="red" role="alert">
              {form.errors.endType}
            </Text>
          )}
        </Stack>
        {values.endType === 'after' && (
          <NumberInput
            label={RECURRING_TEXTS.form.endCount}
            min={1}
            max={RECURRING_END_COUNT_MAX}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            maw={200}
            {...form.getInputProps('endCount')}
          />
        )}
        {values.endType === 'on' && (
          <TextInput
            label={RECURRING_TEXTS.form.endDate}
            type="date"
            min={values.startDate || undefined}
            maw={220}
            {...form.getInputProps('endDate')}
          />
        )}
      </Group>

      <Switch
        label={RECURRING_TEXTS.form.autoSend}
        description={RECURRING_TEXTS.form.autoSendHint}
        checked={values.autoSend}
        onChange={(event) => form.setFieldValue('autoSend', event.currentTarget.checked)}
      />

      <NextDates values={values} series={series} today={today} />
    </Stack>
  );
}

/**
 * "Next invoices: Jan 31, 2027, Feb 28, 2027 and Mar 31, 2027", and how many of them are made at
 * once (dates today or gone by). A new series starts at its first date; an edited one at its next
 * date, or, when its calendar changes, after the last invoice it made (as the server works it out).
 */
function NextDates({
  values,
  series,
  today,
}: {
  values: SeriesFormValues;
  series: RecurringInvoice | undefined;
  today: string;
}) {
  useLocale();
  const changed = !!series && calendarChanged(series, values);
  // The newest invoice the series made: an edited calendar continues after its date.
  const newest = trpc.recurringInvoices.invoicesPage.useQuery(
    { id: series?._id ?? '', limit: 1 },
    { enabled: changed },
  ).data?.items[0]?.recurringDate;
  const after = !series
    ? null
    : changed
      ? (newest ?? null)
      : series.nextDate
        ? dayBefore(series.nextDate)
        : series.startDate;
  const dates = datesPreview(recurrenceOf(values), today, after);
  if (!dates) return null;
  // A paused or ended series makes nothing at once: resuming skips the dates gone by.
  const owedAtOnce = !series || series.status === 'active' ? dates.due : 0;
  return (
    <Stack gap={2} role="status" data-testid="next-dates">
      <Text size="sm">
        {dates.dates.length === 0
          ? RECURRING_TEXTS.form.noNextDates
          : SERIES_FORM_TEXTS.nextDates(datesInWords(dates.dates, dates.more))}
      </Text>
      {owedAtOnce > 0 && (
        <Text size="sm" c="dimmed">
          {SERIES_FORM_TEXTS.pastDates(owedAtOnce)}
        </Text>
      )}
    </Stack>
  );
}
