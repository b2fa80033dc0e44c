import { type Invoice, WORKSPACE_MSG } from '@folio/contracts';
import { Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { IconBellRinging, IconFileTypePdf, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { RecordActivity } from '../../components/activity-feed';
import { useConfirmedDelete } from '../../components/confirm-dialog';
import { EditRecordButton } from '../../components/edit-record-button';
import { Fact } from '../../components/fact';
import { OverdueBadge } from '../../components/overdue-badge';
import { PanelButton } from '../../components/panel-button';
import { PanelSection } from '../../components/panel-section';
import { RecordPanel, type RecordPanelProps } from '../../components/record-panel';
import { StatusBadge } from '../../components/status-badge';
import { formatDate, formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { serverMessage } from '../../lib/server-messages';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { useCan } from '../../lib/use-can';
import { QuoteOrigin } from '../quotes/quote-origin';
import { SeriesOrigin } from '../recurring-invoices/series-origin';
import { InvoiceDeliveries } from './invoice-deliveries';
import {
  canMarkPaid,
  canMarkSent,
  canSendByEmail,
  canSendReminder,
  paymentAmount,
  savedTotals,
  totalsRows,
} from './invoice-rules';
import { numberSeparators } from './number-separators';
import { openInvoicePdf } from './open-pdf';
import { ClientFact, LineItemsSection, ProjectsSection } from './panel-parts';
import { SendInvoiceDialog } from './send-invoice-dialog';
import { INVOICE_EMAIL_TEXTS, INVOICE_TEXTS, INVOICE_TOTALS_TEXTS } from './texts';
import { TotalsBlock } from './totals-block';
import { useInvoiceEmailMutations } from './use-invoice-email';
import { useInvoiceMutations } from './use-invoice-mutations';
import '@mantine/core/styles/NumberInput.layer.css';

const useInvoice = (id: string | undefined) =>
  trpc.invoices.get.useQuery({ id: id ?? '' }, { enabled: !!id });

/** The invoice side panel, open while the address says `?open={invoiceId}`. */
export function InvoicePanel({ id, onClose }: RecordPanelProps) {
  useLocale();
  return (
    <RecordPanel
      id={id}
      onClose={onClose}
      useRecord={useInvoice}
      title={(invoice) =>
        invoice ? INVOICE_TEXTS.panelTitleOf(invoice.displayNumber) : INVOICE_TEXTS.panelTitle
      }
      errorTitle={INVOICE_TEXTS.loadOneFailed}
    >
      {(invoice) => <InvoiceDetails invoice={invoice} onDeleted={onClose} />}
    </RecordPanel>
  );
}

function InvoiceDetails({ invoice, onDeleted }: { invoice: Invoice; onDeleted: () => void }) {
  useLocale();
  const can = useCan();
  const mutations = useInvoiceMutations();
  const { sendReminder } = useInvoiceEmailMutations();
  const { confirmDelete, dialog } = useConfirmedDelete(mutations.remove);
  const [sending, setSending] = useState(false);
  const feed = trpc.activity.invoiceFeed.useQuery({ id: invoice._id });
  const archived = invoice.status === 'archived';

  const remove = () =>
    confirmDelete(invoice._id, {
      message: INVOICE_TEXTS.deleteConfirm,
      failed: INVOICE_TEXTS.deleteFailed,
      onDeleted,
    });

  return (
    <Stack gap="lg">
      {dialog}
      <Group gap="xs">
        <StatusBadge kind="invoice" status={invoice.status} />
        <OverdueBadge kind="invoice" overdue={invoice.overdue} />
      </Group>

      <Group gap="xs" role="group" aria-label={INVOICE_TEXTS.invoiceActions}>
        <PanelButton
          variant="default"
          icon={IconFileTypePdf}
          onClick={() => void openInvoicePdf(invoice._id)}
        >
          {INVOICE_TEXTS.viewPdf}
        </PanelButton>
        {can.manage && (
          <>
            {canMarkSent(invoice) && (
              <PanelButton onClick={() => mutations.markSent.mutate({ id: invoice._id })}>
                {INVOICE_TEXTS.markSent}
              </PanelButton>
            )}
            {canSendByEmail(invoice) && (
              <PanelButton icon={IconMail} onClick={() => setSending(true)}>
                {INVOICE_EMAIL_TEXTS.action}
              </PanelButton>
            )}
            {canSendReminder(invoice) && (
              <PanelButton
                icon={IconBellRinging}
                loading={sendReminder.isPending}
                onClick={() => sendReminder.mutate({ id: invoice._id })}
              >
                {INVOICE_EMAIL_TEXTS.sendReminder}
              </PanelButton>
            )}
            <EditRecordButton
              link={{ to: '/invoices/$invoiceId/edit', params: { invoiceId: invoice._id } }}
            />
            <PanelButton
              variant="default"
              onClick={() =>
                mutations.setStatus.mutate({ id: invoice._id, status: archived ? 'draft' : 'archived' })
              }
            >
              {archived ? TEXTS.unarchive : TEXTS.archive}
            </PanelButton>
            <PanelButton variant="subtle" color="red" onClick={() => void remove()}>
              {TEXTS.delete}
            </PanelButton>
          </>
        )}
      </Group>

      {can.manage && (
        <SendInvoiceDialog invoice={invoice} opened={sending} onClose={() => setSending(false)} />
      )}

      {can.manage && canMarkPaid(invoice) && (
        <MarkPaidForm
          key={invoice.balanceDue}
          invoice={invoice}
          onPay={(amount) => mutations.markPaid.mutate({ id: invoice._id, amount })}
        />
      )}

      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <ClientFact client={invoice.client} />
        <Fact label={INVOICE_TEXTS.dueDate}>{formatDate(invoice.dueDate)}</Fact>
        <Fact label={INVOICE_TEXTS.createdAt}>{formatDateTime(invoice.createdAt)}</Fact>
        {invoice.sentAt && <Fact label={INVOICE_TEXTS.sent}>{formatDateTime(invoice.sentAt)}</Fact>}
        {invoice.paidAt && <Fact label={INVOICE_TEXTS.paidOn}>{formatDateTime(invoice.paidAt)}</Fact>}
      </SimpleGrid>

      <SeriesOrigin invoice={invoice} />
      <QuoteOrigin invoice={invoice} />

      <LineItemsSection title={INVOICE_TEXTS.items} document={invoice} />

      <PanelSection title={INVOICE_TOTALS_TEXTS.title}>
        <TotalsBlock
          label={INVOICE_TOTALS_TEXTS.title}
          rows={totalsRows(savedTotals(invoice), invoice.currency, invoice.pricesIncludeTax, {
            paid: invoice.paidAmount,
            balanceDue: invoice.balanceDue,
          })}
        />
      </PanelSection>

      <ProjectsSection
        title={INVOICE_TEXTS.projects}
        emptyText={INVOICE_TEXTS.noProjects}
        projects={invoice.project}
      />

      <InvoiceDeliveries invoice={invoice} canRetry={can.manage && !archived} />

      <RecordActivity feed={feed} />
    </Stack>
  );
}

/** Mark Paid: the amount defaults to the balance due; it must be positive and is capped at the balance. */
function MarkPaidForm({ invoice, onPay }: { invoice: Invoice; onPay: (amount: number) => void }) {
  useLocale();
  const [amount, setAmount] = useState<number | string>(invoice.balanceDue);
  // Whether the amount was refused; its message is read at render, in the current language.
  const [invalid, setInvalid] = useState(false);
  const submit = () => {
    const value = paymentAmount(amount, invoice.balanceDue);
    setInvalid(value === null);
    if (value !== null) onPay(value);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Group align="flex-end" gap="xs">
        <NumberInput
          label={INVOICE_TEXTS.paymentAmount}
          value={amount}
          onChange={setAmount}
          error={invalid ? serverMessage(WORKSPACE_MSG.invalidAmount) : null}
          min={0}
          decimalScale={2}
          {...numberSeparators()}
          hideControls
          style={{ flex: '1 1 160px' }}
        />
        <Button type="submit">{INVOICE_TEXTS.markPaid}</Button>
      </Group>
    </form>
  );
}
