import type { Delivery, Quote } from '@folio/contracts';
import { Modal, Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Modal.layer.css';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { PanelSection } from '../../components/panel-section';
import { EmptyText, QueryState } from '../../components/query-state';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { trpc } from '../../lib/trpc';
import { finishedSince, pollInterval } from '../invoices/delivery-rules';
import { DeliveryRow } from '../invoices/invoice-deliveries';
import { SendForm } from '../invoices/send-invoice-dialog';
import { INVOICE_EMAIL_TEXTS } from '../invoices/texts';
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
    <PanelSection title={INVOICE_EMAIL_TEXTS.sectionTitle}>
      <QueryState
        query={deliveries}
        errorTitle={INVOICE_EMAIL_TEXTS.loadFailed}
        loading={<Skeleton h={60} />}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyText>{INVOICE_EMAIL_TEXTS.empty}</EmptyText>}
      >
        {(data) => (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.items.map((delivery) => (
              <DeliveryRow key={delivery._id} delivery={delivery} onRetry={undefined} retrying={false} />
            ))}
          </Stack>
        )}
      </QueryState>
    </PanelSection>
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
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={QUOTE_EMAIL_TEXTS.dialogTitle(quote.displayNumber)}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': TEXTS.closeDialog }}
    >
      {/* Mounted only while open: every opening starts from a fresh draft. */}
      {opened && <DraftedForm quoteId={quote._id} onDone={onClose} />}
    </Modal>
  );
}

function DraftedForm({ quoteId, onDone }: { quoteId: string; onDone: () => void }) {
  useLocale();
  const draft = trpc.quotes.emailDraft.useQuery({ id: quoteId }, { gcTime: 0, staleTime: 0 });
  const send = useSendQuote();
  return (
    <QueryState query={draft} errorTitle={INVOICE_EMAIL_TEXTS.draftLoadFailed} loading={<Skeleton h={320} />}>
      {(data) => (
        <SendForm
          invoiceId={quoteId}
          draft={data}
          onDone={onDone}
          send={send}
          attachmentNote={QUOTE_EMAIL_TEXTS.attachmentNote}
        />
      )}
    </QueryState>
  );
}
