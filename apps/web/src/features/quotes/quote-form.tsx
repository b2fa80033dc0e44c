import { CURRENCIES, createQuoteInput, QUOTE_MSG, type Quote, updateQuoteInput } from '@folio/contracts';
import {
  ActionIcon,
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
import { useHotkeys } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useBlocker } from '@tanstack/react-router';
import { useConfirm } from '../../components/confirm-dialog';
import { Money } from '../../components/money';
import { RecordFormCard } from '../../components/record-form';
import { todayIn, useUserTimeZone } from '../../lib/dates';
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
import { emptyItem, splitInvoiceErrors } from '../invoices/invoice-values';
import { numberSeparators } from '../invoices/number-separators';
import { INVOICE_FORM_TEXTS, INVOICE_TAX_TEXTS, INVOICE_TOTALS_TEXTS } from '../invoices/texts';
import { TotalsBlock } from '../invoices/totals-block';
import { emptyQuoteValues, quoteFormValues, quoteInputFrom } from './quote-values';
import { QUOTE_FORM_TEXTS, QUOTE_TEXTS } from './texts';
import { useQuoteMutations } from './use-quote-mutations';
import '@mantine/core/styles/NumberInput.layer.css';

/** A dialog or a dropdown list is showing: Escape belongs to it. */
const somethingOpen = () =>
  [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="listbox"]')].some((element) =>
    element.checkVisibility(),
  );

const FIELDS = [
  'client',
  'project',
  'currency',
  'validUntil',
  'items',
  'discount',
  'pricesIncludeTax',
] as const;

/**
 * The quote form, for a new quote or a draft one: the invoice form's client, projects, currency,
 * lines, discounts, taxes and live totals (the same arithmetic as the server), with "Valid until"
 * (today at the earliest) in place of the due date. A draft is kept while it changes; Ctrl/Cmd+S
 * saves, Escape cancels, and leaving with unsaved changes asks first.
 */
export function QuoteForm({ quote }: { quote?: Quote }) {
  useLocale();
  // The user's today, in their time zone: the server refuses a validity before it.
  const timeZone = useUserTimeZone();
  const record = useRecordForm({
    record: quote,
    toValues: quoteFormValues,
    emptyValues: () => emptyQuoteValues(todayIn(timeZone)),
    draftKey: DRAFT_KEYS.quote,
    fields: FIELDS,
    listPath: '/quotes',
    mutations: useQuoteMutations(),
    schemas: { create: createQuoteInput, update: updateQuoteInput },
    saveFailed: QUOTE_TEXTS.saveFailed,
  });
  const { form, dirty, leaving, cancel } = record;
  const { confirm, dialog } = useConfirm();
  const taxRates = trpc.taxRates.list.useQuery();
  const rates = taxRates.data ?? [];
  // A draft follows the rates' current terms, as the server prices it.
  const frozen = quote && { status: 'draft' as const, taxes: quote.taxes };
  const terms = termsFor(rates, frozen);
  const preview = previewTotals(form.values, terms);
  // What cannot be totalled (a discount over the subtotal) is shown at its field as you type.
  const totalsError = (field: string) =>
    preview.ok || preview.field !== field ? undefined : serverMessage(preview.message);

  useBlocker({
    shouldBlockFn: async () => {
      if (leaving.current || !dirty) return false;
      return !(await confirm({
        message: QUOTE_TEXTS.unsavedChanges,
        confirmLabel: QUOTE_FORM_TEXTS.leave,
      }));
    },
    enableBeforeUnload: () => dirty && !leaving.current,
  });

  const save = () => {
    const input = quoteInputFrom(form.getValues());
    const past = input.validUntil && input.validUntil < todayIn(timeZone);
    const totals = previewTotals(form.getValues(), terms);
    record.submit(
      input,
      (errors) => {
        const problems = splitInvoiceErrors(errors);
        form.setErrors(problems.onFields);
        record.setGeneral(problems.general);
      },
      {
        ...(past ? { validUntil: serverMessage(QUOTE_MSG.validUntilPast) } : {}),
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
          // Handled: the quote's panel, which opens next, must not take this Escape as its own.
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
        records={QUOTE_FORM_TEXTS.records}
        onSave={save}
        cancelLabel={TEXTS.cancel}
        hint={QUOTE_FORM_TEXTS.hint}
        submitLabel={quote ? TEXTS.saveChanges : QUOTE_FORM_TEXTS.create}
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
            label={QUOTE_FORM_TEXTS.validUntil}
            type="date"
            required
            min={todayIn(timeZone)}
            {...form.getInputProps('validUntil')}
          />
        </SimpleGrid>

        <ProjectChoice
          clientId={form.values.client}
          invoice={quote}
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
                    // The last line cannot be removed: a quote has at least one.
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
            <Text size="sm" fw={500} id="quote-discount-label">
              {INVOICE_TAX_TEXTS.invoiceDiscount}
            </Text>
            <SegmentedControl
              aria-labelledby="quote-discount-label"
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
          {quote && (
            <Text size="sm" c="dimmed" ta="right">
              {QUOTE_FORM_TEXTS.savedTotal}{' '}
              <Text span data-testid="saved-total">
                <Money amount={quote.total} currency={quote.currency} />
              </Text>
            </Text>
          )}
        </Stack>
      </RecordFormCard>
    </>
  );
}
