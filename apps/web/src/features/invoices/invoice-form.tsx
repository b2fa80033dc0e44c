import {
  CURRENCIES,
  type Currency,
  createInvoiceInput,
  type Invoice,
  updateInvoiceInput,
  WORKSPACE_MSG,
} from '@folio/contracts';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { useHotkeys } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useBlocker } from '@tanstack/react-router';
import { useConfirm } from '../../components/confirm-dialog';
import { Money } from '../../components/money';
import { RecordFormCard } from '../../components/record-form';
import { ShowMoreButton } from '../../components/show-more-button';
import { todayUtc } from '../../lib/dates';
import { DRAFT_KEYS } from '../../lib/drafts';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { useRecordForm } from '../../lib/use-record-form';
import { FormClientPicker } from '../clients/client-picker';
import { defaultDueDate, type ItemValues, lineAmount, subtotal } from './invoice-rules';
import { INVOICE_FORM_TEXTS, INVOICE_TEXTS } from './texts';
import { useInvoiceMutations } from './use-invoice-mutations';
import '@mantine/core/styles/NumberInput.layer.css';

export type InvoiceFormValues = {
  client: string | null;
  /** The client's name, so a restored draft shows it without a lookup. */
  clientName: string;
  project: string[];
  currency: Currency;
  dueDate: string;
  items: ItemValues[];
};

/** A dialog or a dropdown list is showing: Escape belongs to it. */
const somethingOpen = () =>
  [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="listbox"]')].some((element) =>
    element.checkVisibility(),
  );

const FIELDS = ['client', 'project', 'currency', 'dueDate', 'items'] as const;
const emptyItem = (): ItemValues => ({ description: '', quantity: 1, unitPrice: '' });
const emptyValues = (): InvoiceFormValues => ({
  client: null,
  clientName: '',
  project: [],
  currency: 'USD',
  dueDate: '',
  items: [emptyItem()],
});

function invoiceFormValues(invoice: Invoice): InvoiceFormValues {
  return {
    client: invoice.client._id,
    clientName: invoice.client.name,
    project: invoice.project.map((project) => project._id),
    currency: invoice.currency,
    dueDate: invoice.dueDate ?? '',
    items: invoice.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    })),
  };
}

const numberOrUndefined = (value: number | string) =>
  value === '' || value === null ? undefined : typeof value === 'number' ? value : Number(value);

/** The API's input: numbers as numbers (an empty field is missing, and the schema says so), no empty due date. */
function invoiceInputFrom(values: InvoiceFormValues) {
  return {
    client: values.client ?? '',
    project: values.project,
    currency: values.currency,
    dueDate: values.dueDate.trim() || null,
    items: values.items.map((item) => ({
      description: item.description,
      quantity: numberOrUndefined(item.quantity) as number,
      unitPrice: numberOrUndefined(item.unitPrice) as number,
    })),
  };
}

/** Errors that the form shows on a field; the rest (e.g. "Add at least one line item") go to the list. */
function splitErrors(errors: Record<string, string>) {
  const onFields: Record<string, string> = {};
  const general: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    if (path === 'items' || path === '_') general.push(message);
    else onFields[path] = message;
  }
  return { onFields, general };
}

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
  const record = useRecordForm({
    record: invoice,
    toValues: invoiceFormValues,
    emptyValues: () => ({ ...emptyValues(), dueDate: defaultDueDate(paymentTermsDays) }),
    draftKey: DRAFT_KEYS.invoice,
    fields: FIELDS,
    listPath: '/invoices',
    mutations: useInvoiceMutations(),
    schemas: { create: createInvoiceInput, update: updateInvoiceInput },
    saveFailed: INVOICE_TEXTS.saveFailed,
  });
  const { form, dirty, leaving, cancel } = record;
  const { confirm, dialog } = useConfirm();

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
    const pastDue = input.dueDate && input.dueDate < todayUtc() && input.dueDate !== invoice?.dueDate;
    record.submit(
      input,
      (errors) => {
        const problems = splitErrors(errors);
        form.setErrors(problems.onFields);
        record.setGeneral(problems.general);
      },
      pastDue ? { dueDate: WORKSPACE_MSG.dueDateInPast } : {},
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

  return (
    <>
      {dialog}
      <RecordFormCard
        state={record}
        maw={860}
        records="invoices"
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
            min={todayUtc()}
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
            <Group
              // biome-ignore lint/suspicious/noArrayIndexKey: line items have no id; their position is their identity
              key={index}
              align="flex-start"
              gap="xs"
              wrap="wrap"
              data-testid="line-item"
            >
              <TextInput
                label={INVOICE_FORM_TEXTS.description(index + 1)}
                style={{ flex: '3 1 220px' }}
                {...form.getInputProps(`items.${index}.description`)}
              />
              <NumberInput
                label={INVOICE_FORM_TEXTS.quantity(index + 1)}
                min={0}
                decimalScale={4}
                hideControls
                style={{ flex: '1 1 90px' }}
                {...form.getInputProps(`items.${index}.quantity`)}
              />
              <NumberInput
                label={INVOICE_FORM_TEXTS.unitPrice(index + 1)}
                min={0}
                decimalScale={2}
                thousandSeparator=","
                hideControls
                style={{ flex: '1 1 120px' }}
                {...form.getInputProps(`items.${index}.unitPrice`)}
              />
              <Stack gap={2} style={{ flex: '1 1 100px' }} align="flex-end">
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

        <Stack gap={2} align="flex-end">
          <Text size="sm">
            {INVOICE_FORM_TEXTS.subtotal}{' '}
            <Text span fw={700} data-testid="subtotal">
              <Money amount={subtotal(items)} currency={form.values.currency} />
            </Text>
          </Text>
          {invoice && (
            <Text size="sm" c="dimmed">
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

const PROJECTS_LIMIT = 50;

/** The chosen client's active projects as checkboxes (and, when editing, the projects already billed). */
function ProjectChoice({
  clientId,
  invoice,
  value,
  onChange,
  error,
}: {
  clientId: string | null;
  invoice: Invoice | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
  error: unknown;
}) {
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
