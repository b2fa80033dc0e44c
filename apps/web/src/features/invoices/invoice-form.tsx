import {
  CURRENCIES,
  createInvoiceInput,
  type Invoice,
  MAX_TAXES_PER_LINE,
  type TaxRate,
  updateInvoiceInput,
  WORKSPACE_MSG,
} from '@folio/contracts';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
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
import { useHotkeys } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useBlocker } from '@tanstack/react-router';
import { useState } from 'react';
import { useConfirm } from '../../components/confirm-dialog';
import { Money } from '../../components/money';
import { RecordFormCard } from '../../components/record-form';
import { ShowMoreButton } from '../../components/show-more-button';
import { todayIn, useUserTimeZone } from '../../lib/dates';
import { DRAFT_KEYS } from '../../lib/drafts';
import { useLocale } from '../../lib/i18n';
import { formatPercent } from '../../lib/percent';
import { serverMessage } from '../../lib/server-messages';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { useRecordForm } from '../../lib/use-record-form';
import { FormClientPicker } from '../clients/client-picker';
import {
  type DiscountType,
  defaultDueDate,
  lineAmount,
  previewTotals,
  termsFor,
  totalsRows,
} from './invoice-rules';
import {
  emptyInvoiceValues,
  emptyItem,
  invoiceFormValues,
  invoiceInputFrom,
  splitInvoiceErrors,
} from './invoice-values';
import { numberSeparators } from './number-separators';
import { INVOICE_FORM_TEXTS, INVOICE_TAX_TEXTS, INVOICE_TEXTS, INVOICE_TOTALS_TEXTS } from './texts';
import { TotalsBlock } from './totals-block';
import { useInvoiceMutations } from './use-invoice-mutations';
import '@mantine/core/styles/NumberInput.layer.css';

/** A dialog or a dropdown list is showing: Escape belongs to it. */
const somethingOpen = () =>
  [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="listbox"]')].some((element) =>
    element.checkVisibility(),
  );

const FIELDS = ['client', 'project', 'currency', 'dueDate', 'items', 'discount', 'pricesIncludeTax'] as const;

/**
 * The invoice form, for a new invoice or an existing one: client (searched on the server), the
 * client's active projects as checkboxes (cleared when the client changes), currency, due date
 * (today at the earliest), line items with the subtotal as you type and, when editing, the saved
 * total. A draft is kept while it changes; Ctrl/Cmd+S saves, Escape cancels, and leaving with
 * unsaved changes asks first.
 */
export function InvoiceForm({
  invoice,
  paymentTermsDays,
}: {
  invoice?: Invoice;
  /** The organization's payment terms: a new invoice is due this many days from today. */
  paymentTermsDays?: number | null;
}) {
  useLocale();
  // The user's today, in their time zone: the server refuses a due date before it.
  const timeZone = useUserTimeZone();
  const record = useRecordForm({
    record: invoice,
    toValues: invoiceFormValues,
    emptyValues: () => ({
      ...emptyInvoiceValues(),
      dueDate: defaultDueDate(paymentTermsDays, new Date(), timeZone),
    }),
    draftKey: DRAFT_KEYS.invoice,
    fields: FIELDS,
    listPath: '/invoices',
    mutations: useInvoiceMutations(),
    schemas: { create: createInvoiceInput, update: updateInvoiceInput },
    saveFailed: INVOICE_TEXTS.saveFailed,
  });
  const { form, dirty, leaving, cancel } = record;
  const { confirm, dialog } = useConfirm();
  const taxRates = trpc.taxRates.list.useQuery();
  const rates = taxRates.data ?? [];
  const terms = termsFor(rates, invoice);
  const preview = previewTotals(form.values, terms);
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
    const input = invoiceInputFrom(form.getValues());
    const pastDue = input.dueDate && input.dueDate < todayIn(timeZone) && input.dueDate !== invoice?.dueDate;
    const totals = previewTotals(form.getValues(), termsFor(rates, invoice));
    record.submit(
      input,
      (errors) => {
        const problems = splitInvoiceErrors(errors);
        form.setErrors(problems.onFields);
        record.setGeneral(problems.general);
      },
      {
        ...(pastDue ? { dueDate: serverMessage(WORKSPACE_MSG.dueDateInPast) } : {}),
        // The server would refuse it with the same message at the same field.
        ...(totals.ok ? {} : { [totals.field]: serverMessage(totals.message) }),
      },
    );
  };

  const chooseClient = (id: string | null) => {
    if (id === form.values.client) return;
    form.setFieldValue('client', id);
    form.setFieldValue('clientName', '');
    // Projects belong to one client: a new client starts with none chosen.
    form.setFieldValue('project', []);
  };

  // Ctrl/Cmd+S saves and Escape cancels, from anywhere on the page, inside the fields too; Escape in
  // an open list (client, currency) or a dialog closes that instead.
  useHotkeys(
    [
      ['mod+S', save],
      [
        'Escape',
        (event) => {
          if (event.defaultPrevented || somethingOpen()) return;
          // Handled: the invoice's panel, which opens next, must not take this Escape as its own.
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
        records={INVOICE_FORM_TEXTS.records}
        onSave={save}
        cancelLabel={TEXTS.cancel}
        hint={INVOICE_FORM_TEXTS.hint}
        submitLabel={invoice ? TEXTS.saveChanges : INVOICE_FORM_TEXTS.create}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <FormClientPicker form={form} onChange={chooseClient} />
          <Select
            label={INVOICE_FORM_TEXTS.currency}
            data={[...CURRENCIES]}
            allowDeselect={false}
            {...form.getInputProps('currency')}
          />
          <TextInput
            label={INVOICE_FORM_TEXTS.dueDate}
            type="date"
            min={todayIn(timeZone)}
            {...form.getInputProps('dueDate')}
          />
        </SimpleGrid>

        <ProjectChoice
          clientId={form.values.client}
          invoice={invoice}
          value={form.values.project}
          onChange={(ids) => form.setFieldValue('project', ids)}
          error={form.errors.project}
        />

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
            <Text size="sm" fw={500} id="invoice-discount-label">
              {INVOICE_TAX_TEXTS.invoiceDiscount}
            </Text>
            <SegmentedControl
              aria-labelledby="invoice-discount-label"
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

        <Stack gap={4} align="stretch">
          {preview.ok && (
            <TotalsBlock
              label={INVOICE_TOTALS_TEXTS.title}
              rows={totalsRows(preview.totals, form.values.currency, form.values.pricesIncludeTax)}
            />
          )}
          {invoice && (
            <Text size="sm" c="dimmed" ta="right">
              {INVOICE_FORM_TEXTS.savedTotal}{' '}
              <Text span data-testid="saved-total">
                <Money amount={invoice.total} currency={invoice.currency} />
              </Text>
            </Text>
          )}
        </Stack>
      </RecordFormCard>
    </>
  );
}

/**
 * A line's taxes: the organization's active rates, at most two; an archived rate the line already
 * carries stays listed (marked archived) so it is not lost by opening the form, but no other line
 * is offered it: archived rates cannot be added to an invoice.
 */
export function TaxPicker({
  label,
  rates,
  value,
  onChange,
  error,
}: {
  label: string;
  rates: readonly TaxRate[];
  value: string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
}) {
  useLocale();
  const data = rates
    .filter((rate) => !rate.archived || value.includes(rate._id))
    .map((rate) => ({
      value: rate._id,
      label: INVOICE_TAX_TEXTS.rateOption(rate.name, formatPercent(rate.percent), rate.archived),
    }));
  // Escape in the open list closes the list only: the form's Escape (cancel) must not see it.
  // The list may already be closed when the key reaches the page, so the open state of the last
  // render decides.
  const [open, setOpen] = useState(false);
  return (
    <MultiSelect
      onDropdownOpen={() => setOpen(true)}
      onDropdownClose={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) event.preventDefault();
      }}
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      maxValues={MAX_TAXES_PER_LINE}
      placeholder={data.length === 0 ? INVOICE_TAX_TEXTS.noTaxRates : undefined}
      disabled={data.length === 0 && value.length === 0}
      error={error}
      hidePickedOptions
      searchable
      comboboxProps={{ withinPortal: true }}
      style={{ flex: '3 1 240px' }}
    />
  );
}

const PROJECTS_LIMIT = 50;

/** The chosen client's active projects as checkboxes (and, when editing, the projects already billed). */
export function ProjectChoice({
  clientId,
  invoice,
  value,
  onChange,
  error,
}: {
  clientId: string | null;
  /** The record being edited (an invoice, a recurring series): its projects stay offered. */
  invoice: Pick<Invoice, 'client' | 'project'> | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
  error: unknown;
}) {
  useLocale();
  const projects = trpc.projects.page.useInfiniteQuery(
    { client: clientId ?? '', status: 'active', limit: PROJECTS_LIMIT },
    { enabled: !!clientId, getNextPageParam: (page) => page.nextCursor },
  );
  const active = projects.data?.pages.flatMap((page) => page.items) ?? [];
  const billed = invoice && invoice.client._id === clientId ? invoice.project : [];
  const options = [
    ...active.map((project) => ({ _id: project._id, title: project.title })),
    ...billed.filter((project) => !active.some((other) => other._id === project._id)),
  ];
  return (
    <Checkbox.Group
      label={INVOICE_FORM_TEXTS.projects}
      description={clientId ? INVOICE_FORM_TEXTS.projectsHint : INVOICE_FORM_TEXTS.chooseClientFirst}
      value={value}
      onChange={onChange}
      error={typeof error === 'string' ? error : undefined}
    >
      <Stack gap="xs" mt="xs">
        {clientId && projects.isLoading && <Skeleton h={24} w="40%" />}
        {clientId && !projects.isLoading && options.length === 0 && (
          <Text size="sm" c="dimmed">
            {INVOICE_FORM_TEXTS.noActiveProjects}
          </Text>
        )}
        {options.map((project) => (
          <Checkbox key={project._id} value={project._id} label={project.title} />
        ))}
        <ShowMoreButton query={projects} label={INVOICE_FORM_TEXTS.showMoreProjects} />
      </Stack>
    </Checkbox.Group>
  );
}
