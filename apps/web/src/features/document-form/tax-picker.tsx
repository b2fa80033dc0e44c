import { MAX_TAXES_PER_LINE, type TaxRate } from '@folio/contracts';
import { MultiSelect } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { useState } from 'react';
import { useLocale } from '../../lib/i18n';
import { formatPercent } from '../../lib/percent';
import { INVOICE_TAX_TEXTS } from '../invoices/texts';

/**
 * A line's taxes: the organization's active rates, at most two; an archived rate the line already
 * carries stays listed (marked archived) so it is not lost by opening the form, but no other line
 * is offered it: archived rates cannot be added to a document.
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
