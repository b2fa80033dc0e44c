import { CURRENCIES, createQuoteInput, QUOTE_MSG, type Quote, updateQuoteInput } from '@folio/contracts';
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
import { termsFor } from '../invoices/invoice-rules';
import { INVOICE_FORM_TEXTS } from '../invoices/texts';
import { emptyQuoteValues, quoteFormValues, quoteInputFrom } from './quote-values';
import { QUOTE_FORM_TEXTS, QUOTE_TEXTS } from './texts';
import { useQuoteMutations } from './use-quote-mutations';

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
  const { form } = record;
  const taxRates = trpc.taxRates.list.useQuery();
  const rates = taxRates.data ?? [];
  // A draft follows the rates' current terms, as the server prices it.
  const frozen = quote && { status: 'draft' as const, taxes: quote.taxes };
  const terms = termsFor(rates, frozen);

  const { save, dialog, chooseClient } = useDocumentFormFrame({
    record,
    toInput: quoteInputFrom,
    ownErrors: (input): Record<string, string> =>
      input.validUntil && input.validUntil < todayIn(timeZone)
        ? { validUntil: serverMessage(QUOTE_MSG.validUntilPast) }
        : {},
    terms,
    unsavedChanges: QUOTE_TEXTS.unsavedChanges,
    leaveLabel: QUOTE_FORM_TEXTS.leave,
  });

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
          document={quote}
          value={form.values.project}
          onChange={(ids) => form.setFieldValue('project', ids)}
          error={form.errors.project}
        />

        <DocumentLinesFields
          form={form}
          rates={rates}
          terms={terms}
          saved={quote && { document: quote, label: QUOTE_FORM_TEXTS.savedTotal }}
        />
      </RecordFormCard>
    </>
  );
}
