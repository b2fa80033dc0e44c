import type { Invoice, TaxRate } from '@folio/contracts';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { Money } from '../../components/money';
import { useLocale } from '../../lib/i18n';
import { serverMessage } from '../../lib/server-messages';
import { type DiscountType, lineAmount, previewTotals, totalsRows } from '../invoices/invoice-rules';
import { numberSeparators } from '../invoices/number-separators';
import { INVOICE_FORM_TEXTS, INVOICE_TAX_TEXTS, INVOICE_TOTALS_TEXTS } from '../invoices/texts';
import { TotalsBlock } from '../invoices/totals-block';
import type { DocumentForm } from './document-form';
import { emptyItem } from './document-values';
import { TaxPicker } from './tax-picker';
import { DOCUMENT_FORM_TEXTS } from './texts';

type Separators = ReturnType<typeof numberSeparators>;
/** A field's error the totals cannot be worked out for, in the user's language, or undefined. */
type TotalsError = (field: string) => string | undefined;

/**
 * What invoices, quotes and recurring series hold alike, edited with the same fields so they
 * price alike: the lines (description, quantity, unit price, discount, taxes, amount), the document
 * discount, prices that include tax, and the totals as you type by the server's arithmetic (under
 * them, when editing, the total the server saved).
 */
export function DocumentLinesFields({
  form,
  rates,
  terms,
  discountLabel,
  saved,
}: {
  form: DocumentForm;
  /** The organization's tax rates, for the lines' taxes. */
  rates: readonly TaxRate[];
  /** The rates' terms the totals are worked out with (the saved ones for a document that froze them). */
  terms: Parameters<typeof previewTotals>[1];
  /** The document discount's name, when the kind has its own ("Invoice discount"). */
  discountLabel?: string;
  /** The saved document and what its saved total is called, when editing one. */
  saved?: { document: Pick<Invoice, 'total' | 'currency'>; label: string };
}) {
  useLocale();
  const preview = previewTotals(form.values, terms);
  // What cannot be totalled (a discount over the subtotal) is shown at its field as you type.
  const totalsError: TotalsError = (field) =>
    preview.ok || preview.field !== field ? undefined : serverMessage(preview.message);
  const separators = numberSeparators();
  const totals = preview.ok && (
    <TotalsBlock
      label={INVOICE_TOTALS_TEXTS.title}
      rows={totalsRows(preview.totals, form.values.currency, form.values.pricesIncludeTax)}
    />
  );
  return (
    <>
      <LineItemsEditor form={form} rates={rates} separators={separators} totalsError={totalsError} />

      {typeof form.errors.items === 'string' && (
        <Text size="sm" c="red" role="alert">
          {form.errors.items}
        </Text>
      )}

      <DocumentAmountsFields
        form={form}
        label={discountLabel ?? DOCUMENT_FORM_TEXTS.discount}
        separators={separators}
        totalsError={totalsError}
      />

      {saved ? (
        <Stack gap={4} align="stretch">
          {totals}
          <Text size="sm" c="dimmed" ta="right">
            {saved.label}{' '}
            <Text span data-testid="saved-total">
              <Money amount={saved.document.total} currency={saved.document.currency} />
            </Text>
          </Text>
        </Stack>
      ) : (
        totals
      )}
    </>
  );
}

/** The lines, each with its amount as you type; a line can be added, and removed but the last. */
function LineItemsEditor({
  form,
  rates,
  separators,
  totalsError,
}: {
  form: DocumentForm;
  rates: readonly TaxRate[];
  separators: Separators;
  totalsError: TotalsError;
}) {
  const items = form.values.items;
  return (
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
            <Group gap="xs" wrap="nowrap" align="flex-start" style={{ flex: '1 1 130px' }} justify="flex-end">
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
                // The last line cannot be removed: a document has at least one.
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
  );
}

/** The document discount (none, a percentage or an amount, then its value) and whether prices include tax. */
function DocumentAmountsFields({
  form,
  label,
  separators,
  totalsError,
}: {
  form: DocumentForm;
  label: string;
  separators: Separators;
  totalsError: TotalsError;
}) {
  const labelId = useId();
  const { discountType } = form.values;
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <Stack gap={4} style={{ flex: '1 1 280px' }}>
        <Text size="sm" fw={500} id={labelId}>
          {label}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          w="fit-content"
          data={[
            { value: 'none', label: INVOICE_TAX_TEXTS.discountNone },
            { value: 'percent', label: INVOICE_TAX_TEXTS.discountPercent },
            { value: 'amount', label: INVOICE_TAX_TEXTS.discountAmount },
          ]}
          value={discountType}
          onChange={(value) => {
            form.setFieldValue('discountType', value as DiscountType);
            form.clearFieldError('discount');
          }}
        />
        {discountType !== 'none' && (
          <NumberInput
            label={
              discountType === 'percent'
                ? INVOICE_TAX_TEXTS.discountValuePercent
                : INVOICE_TAX_TEXTS.discountValueAmount
            }
            min={0}
            max={discountType === 'percent' ? 100 : undefined}
            decimalScale={discountType === 'percent' ? 3 : 2}
            thousandSeparator={discountType === 'amount' ? separators.thousandSeparator : undefined}
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
  );
}
