import { PDF_BLOB_RELEASE_MS } from '@folio/contracts';
import { authorizedFetch } from '../../lib/api-fetch';
import { toastError } from '../../lib/toast';
import { INVOICE_TEXTS } from './texts';

async function fetchPdf(id: string): Promise<Blob> {
  const res = await authorizedFetch(`/api/invoices/${encodeURIComponent(id)}/pdf`);
  if (!res.ok) throw new Error(`PDF answered ${res.status}`);
  return res.blob();
}

/**
 * Opens an invoice's PDF in a new tab: fetched with the session's token, shown from a blob address
 * that is released after 60 s. The tab is opened at once (inside the click, so popup blockers
 * allow it) and given the PDF when it arrives; on failure it closes and "Failed to open PDF." shows.
 */
export async function openInvoicePdf(id: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchPdf(id));
    setTimeout(() => URL.revokeObjectURL(url), PDF_BLOB_RELEASE_MS);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
  } catch {
    tab?.close();
    toastError(INVOICE_TEXTS.pdfFailed);
  }
}
