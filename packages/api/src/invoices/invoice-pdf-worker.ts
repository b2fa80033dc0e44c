import { move } from 'piscina';
import { type InvoicePdfData, renderInvoicePdf } from './invoice-pdf';

/**
 * Runs in a worker thread of the PDF pool (invoice-pdf-renderer.ts): laying out a large invoice
 * takes about a second of CPU, which on the main thread stalled every other request. The bytes
 * are moved back to the caller, not copied.
 */
export default async function renderInWorker(data: InvoicePdfData) {
  return move(await renderInvoicePdf(data));
}
