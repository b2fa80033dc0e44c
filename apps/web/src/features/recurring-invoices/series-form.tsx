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
  Alert,
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
import '@mantine/core/styles/NumberInput.layer.css';
import { RecordFormCard } from '../../components/record-form';
import { DRAFT_KEYS } from '../../lib/drafts';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { useRecordForm } from '../../lib/use-record-form';
import { FormClientPicker } from '../clients/client-picker';
import { useDocumentFormFrame } from '../document-form/document-form';
import { DocumentLinesFields } from '../document-form/document-lines-fields';
import { ProjectChoice } from '../document-form/project-choice';
import { termsFor } from '../invoices/invoice-rules';
import { INVOICE_FORM_TEXTS, INVOICE_TAX_TEXTS, INVOICE_TEXTS } from '../invoices/texts';
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
  const { form } = record;
  const rates = trpc.taxRates.list.useQuery().data ?? [];
  const terms = termsFor(rates);

  const { save, dialog, chooseClient } = useDocumentFormFrame({
    record,
    toInput: seriesInputFrom,
    splitErrors: splitSeriesErrors,
    terms,
    unsavedChanges: INVOICE_TEXTS.unsavedChanges,
    leaveLabel: INVOICE_FORM_TEXTS.leave,
  });

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
          document={series}
          value={form.values.project}
          onChange={(ids) => form.setFieldValue('project', ids)}
          error={form.errors.project}
        />

        <ScheduleFields form={form} series={series} today={today} />

        <DocumentLinesFields
          form={form}
          rates={rates}
          terms={terms}
          discountLabel={INVOICE_TAX_TEXTS.invoiceDiscount}
        />
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
