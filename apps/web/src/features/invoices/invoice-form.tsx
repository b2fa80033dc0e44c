import {
  CURRENCIES,
  createInvoiceInput,
  type Invoice,
  updateInvoiceInput,
  WORKSPACE_MSG,
} from '@folio/contracts';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { RecordFormCard } from '../../components/record-form';
import { todayIn, useUserTimeZone } from '../../lib/dates';
import { DRAFT_KEYS } from '../../lib/drafts';
import { useLocale } from '../../lib/i18n';
import { serverMessage } from '../../lib/server-messages';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { useRecordForm } from '../../lib/use-record-form';
import { FormClientPicker } from '../clients/client-picker';
import { useDocumentFormFrame } from '../document-form/document-form';
import { DocumentLinesFields } from '../document-form/document-lines-fields';
import { ProjectChoice } from '../document-form/project-choice';
import { defaultDueDate, termsFor } from './invoice-rules';
import { emptyInvoiceValues, invoiceFormValues, invoiceInputFrom } from './invoice-values';
import { INVOICE_FORM_TEXTS, INVOICE_TAX_TEXTS, INVOICE_TEXTS } from './texts';
import { useInvoiceMutations } from './use-invoice-mutations';

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
  const { form } = record;
  const taxRates = trpc.taxRates.list.useQuery();
  const rates = taxRates.data ?? [];
  const terms = termsFor(rates, invoice);

  const { save, dialog, chooseClient } = useDocumentFormFrame({
    record,
    toInput: invoiceInputFrom,
    ownErrors: (input): Record<string, string> =>
      input.dueDate && input.dueDate < todayIn(timeZone) && input.dueDate !== invoice?.dueDate
        ? { dueDate: serverMessage(WORKSPACE_MSG.dueDateInPast) }
        : {},
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
          document={invoice}
          value={form.values.project}
          onChange={(ids) => form.setFieldValue('project', ids)}
          error={form.errors.project}
        />

        <DocumentLinesFields
          form={form}
          rates={rates}
          terms={terms}
          discountLabel={INVOICE_TAX_TEXTS.invoiceDiscount}
          saved={invoice && { document: invoice, label: INVOICE_FORM_TEXTS.savedTotal }}
        />
      </RecordFormCard>
    </>
  );
}
