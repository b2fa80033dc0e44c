import { PDF_BLOB_RELEASE_MS } from '@folio/contracts';
import { authorizedFetch } from '../../lib/api-fetch';
import { toastError } from '../../lib/toast';
import { QUOTE_TEXTS } from './texts';

/**
 * Opens a quote's PDF in a new tab, as an invoice's opens: fetched with the session's token and
 * shown from a blob address released after a while; the tab opens inside the click so popup
 * blockers allow it, and closes again when the PDF cannot be had.
 */
export async function openQuotePdf(id: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const res = await authorizedFetch(`/api/quotes/${encodeURIComponent(id)}/pdf`);
    if (!res.ok) throw new Error(`PDF answered ${res.status}`);
    const url = URL.createObjectURL(await res.blob());
    setTimeout(() => URL.revokeObjectURL(url), PDF_BLOB_RELEASE_MS);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
  } catch {
    tab?.close();
    toastError(QUOTE_TEXTS.pdfFailed);
  }
}
