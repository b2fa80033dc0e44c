import { formatMoney, type Invoice } from '@folio/contracts';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../src/invoices/invoice-pdf';
import { formatPdfDate } from '../src/invoices/invoice-pdf-layout';
import { itReadsText, once, usePdfText } from './helpers/pdf-text';

/* The invoice PDF renderer on its own, without the API: what it prints for an invoice it is given. */

const pdfText = usePdfText();

describe('renderInvoicePdf', () => {
  const invoiceOf = (overrides: Partial<Invoice>): Invoice => ({
    _id: '3f2a0c1e-1111-4222-8333-444455556666',
    number: 7,
    numberSuffix: null,
    displayNumber: '0007',
    client: { _id: 'c1', name: 'Globex Corporation' },
    project: [{ _id: 'p1', title: 'Website redesign' }],
    items: [
      { description: 'Design', quantity: 1, unitPrice: 100, discountPercent: 0, taxRateIds: [], amount: 100 },
    ],
    discount: null,
    pricesIncludeTax: false,
    subtotal: 100,
    discountTotal: 0,
    taxTotal: 0,
    taxes: [],
    currency: 'USD',
    dueDate: '2026-12-08',
    status: 'sent',
    overdue: false,
    total: 100,
    paidAmount: 0,
    balanceDue: 100,
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    sentAt: '2026-11-24T11:00:00.000Z',
    paidAt: null,
    viewedAt: null,
    recurringInvoiceId: null,
    recurringDate: null,
    quoteId: null,
    ...overrides,
  });

  it('formats dates as "24 Nov 2026" in UTC', () => {
    expect(formatPdfDate('2026-11-24T23:30:00.000Z')).toBe('24 Nov 2026');
    expect(formatPdfDate('2026-09-01')).toBe('1 Sep 2026');
    expect(formatPdfDate(null)).toBeNull();
  });

  const sixtyItems = once(async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({
      description:
        i % 7 === 0
          ? `Item ${i + 1}: a long description that wraps over several lines of the items table, so rows of different heights have to paginate without overlapping`
          : `Item ${i + 1}: consulting`,
      quantity: 1,
      unitPrice: 100 + i,
      discountPercent: 0,
      taxRateIds: [],
      amount: 100 + i,
    }));
    const total = items.reduce((sum, item) => sum + item.amount, 0);
    const bytes = Buffer.from(
      await renderInvoicePdf({
        invoice: invoiceOf({ items, subtotal: total, total, balanceDue: total }),
        organization: { name: 'Northwind Studio' },
      }),
    );
    return { bytes, total };
  });

  it('spreads 60 items over several pages', async () => {
    const { bytes } = await sixtyItems();
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(3);
  });

  itReadsText(
    'numbers the pages of 60 items and keeps the totals with the last item (needs pdftotext)',
    async () => {
      const { bytes, total } = await sixtyItems();
      const pages = pdfText(bytes)
        .split('\f')
        .filter((page) => page.trim());
      expect(pages.length).toBe((await PDFDocument.load(bytes)).getPageCount());
      pages.forEach((page, index) => {
        expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
        expect(page).toContain('Northwind Studio · Invoice #0007');
        expect(page).toContain('DESCRIPTION');
      });
      for (let i = 1; i <= 60; i += 1) expect(pages.join('\n')).toContain(`Item ${i}:`);
      const last = pages.at(-1)!;
      expect(last).toContain('Item 60: consulting');
      expect(last).toContain(formatMoney(total, 'USD'));
      expect(last).toContain('Balance due');
    },
  );

  const outsideWinAnsi = once(async () =>
    Buffer.from(
      await renderInvoicePdf({
        invoice: invoiceOf({
          client: { _id: 'c1', name: 'Müller – Café ✓ 日本' },
          items: [
            {
              description: 'Łódź office ﬁt-out 🚀',
              quantity: 1,
              unitPrice: 100,
              discountPercent: 0,
              taxRateIds: [],
              amount: 100,
            },
          ],
        }),
        organization: { name: 'Ōsaka Works' },
        clientContact: { email: null, address: 'Line one\n\n  Line   two  ' },
      }),
    ),
  );

  it('renders text beyond Latin-1, keeping every character in the properties', async () => {
    expect((await PDFDocument.load(await outsideWinAnsi())).getAuthor()).toBe('Ōsaka Works');
  });

  itReadsText(
    'prints text beyond Latin-1 and CJK as typed; a character the fonts lack (an emoji) becomes "?" (needs pdftotext)',
    async () => {
      const text = pdfText(await outsideWinAnsi());
      expect(text).toContain('Ōsaka Works');
      expect(text).toContain('Müller – Café ✓ 日本');
      expect(text).toContain('Łódź office ﬁt-out ?');
      expect(text).toContain('Line one');
      expect(text).toContain('Line two');
    },
  );
});
