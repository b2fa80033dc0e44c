import type { Delivery, Quote } from '@folio/contracts';
import { useEffect, useRef } from 'react';
import { useLocale } from '../../lib/i18n';
import { trpc } from '../../lib/trpc';
import { finishedSince, pollInterval } from '../invoices/delivery-rules';
import { DeliveriesSection, DeliveryRow } from '../invoices/invoice-deliveries';
import { EmailDraftState, SendEmailModal, SendForm } from '../invoices/send-invoice-dialog';
import { QUOTE_EMAIL_TEXTS } from './texts';
import { refreshQuote, useSendQuote } from './use-quote-mutations';

/**
 * The panel's Emails: each delivery of the quote, read again every 2 s while one is on its way;
 * when one is delivered or failed the quote is refreshed (a delivered email marks a draft sent).
 */
export function QuoteDeliveries({ quote }: { quote: Pick<Quote, '_id'> }) {
  useLocale();
  const utils = trpc.useUtils();
  const deliveries = trpc.quotes.deliveries.useQuery(
    { id: quote._id },
    { refetchInterval: (query) => pollInterval(query.state.data?.items) },
  );
  const seen = useRef(new Map<string, Delivery['status']>());
  const id = quote._id;
  useEffect(() => {
    const items = deliveries.data?.items;
    if (items && finishedSince(seen.current, items)) void refreshQuote(utils, id);
  }, [deliveries.data, utils, id]);
  return (
    <DeliveriesSection query={deliveries}>
      {(delivery) => (
        <DeliveryRow key={delivery._id} delivery={delivery} onRetry={undefined} retrying={false} />
      )}
    </DeliveriesSection>
  );
}

/** Send by email: the invoice's dialog, from the quote's draft (its page's link in the message). */
export function SendQuoteDialog({
  quote,
  opened,
  onClose,
}: {
  quote: Pick<Quote, '_id' | 'displayNumber'>;
  opened: boolean;
  onClose: () => void;
}) {
  useLocale();
  return (
    <SendEmailModal
      title={QUOTE_EMAIL_TEXTS.dialogTitle(quote.displayNumber)}
      opened={opened}
      onClose={onClose}
    >
      {/* Mounted only while open: every opening starts from a fresh draft. */}
      {opened && <DraftedForm quoteId={quote._id} onDone={onClose} />}
    </SendEmailModal>
  );
}

function DraftedForm({ quoteId, onDone }: { quoteId: string; onDone: () => void }) {
  useLocale();
  const draft = trpc.quotes.emailDraft.useQuery({ id: quoteId }, { gcTime: 0, staleTime: 0 });
  const send = useSendQuote();
  return (
    <EmailDraftState draft={draft}>
      {(data) => (
        <SendForm
          invoiceId={quoteId}
          draft={data}
          onDone={onDone}
          send={send}
          attachmentNote={QUOTE_EMAIL_TEXTS.attachmentNote}
        />
      )}
    </EmailDraftState>
  );
}
