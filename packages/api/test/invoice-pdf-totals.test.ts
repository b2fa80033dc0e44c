import { deflateSync } from 'node:zlib';
import { formatMoney, type Invoice } from '@folio/contracts';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../src/invoices/invoice-pdf';
import type { InvoicePdfData } from '../src/invoices/invoice-pdf-input';
import { itReadsText, once, usePdfText } from './helpers/pdf-text';

/*
 * The invoice PDF drawn from invoices built here: the seller's details and logo, the discount and
 * taxes columns, the totals block with its rate lines, and the payment instructions and footer.
 */

const pdfText = usePdfText();

const VAT = '7e1c9a40-0000-4000-8000-000000000001';
const CITY = '7e1c9a40-0000-4000-8000-000000000002';

const invoiceOf = (overrides: Partial<Invoice>): Invoice => ({
  _id: '3f2a0c1e-1111-4222-8333-444455556666',
  number: 12,
  numberSuffix: null,
  displayNumber: '0012',
  client: { _id: 'c1', name: 'Łukasz Żółć' },
  project: [],
  items: [],
  discount: null,
  pricesIncludeTax: false,
  subtotal: 0,
  discountTotal: 0,
  taxTotal: 0,
  taxes: [],
  currency: 'EUR',
  dueDate: '2026-12-08',
  status: 'sent',
  overdue: false,
  total: 0,
  paidAmount: 0,
  balanceDue: 0,
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

const line = (
  description: string,
  quantity: number,
  unitPrice: number,
  extra: Partial<Invoice['items'][0]> = {},
) => ({
  description,
  quantity,
  unitPrice,
  discountPercent: 0,
  taxRateIds: [],
  amount: quantity * unitPrice,
  ...extra,
});

const SELLER = {
  legalName: 'Παπαδόπουλος Design Studio Ltd',
  address: '12 Ermou Street\n105 63 Athens\nGreece',
  taxId: 'EL123456789',
  email: 'billing@papadopoulos.example',
  phone: '+30 21 0000 0000',
  website: 'papadopoulos.example',
  paymentInstructions:
    'Bank transfer to IBAN GR16 0110 1250 0000 0001 2300 695\nBIC ETHNGRAA\n\nPlease pay within 14 days.',
  invoiceFooter: 'Thank you for working with us.\nRegistered in Athens, company no. 123456.',
};

/** A PNG of `width`×`height` pixels in one colour, written by hand (no image library needed). */
function solidPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0)]);
  for (let x = 0; x < width; x += 1) row.set([40, 84, 180], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const render = async (data: InvoicePdfData) => Buffer.from(await renderInvoicePdf(data));

describe('the invoice PDF with business details, discounts and taxes', () => {
  // 2 × 500 at 10% off = 900, 1 × 300 = 300: subtotal 1,200; 5% invoice discount = 60;
  // VAT 20% on 1,140 = 228; city tax 2.5% on 855 (the first line after its share of the discount) = 21.38.
  const taxed = once(() =>
    render({
      invoice: invoiceOf({
        items: [
          line('Дмитрий Иванов: brand workshop', 2, 500, {
            discountPercent: 10,
            taxRateIds: [VAT, CITY],
            amount: 900,
          }),
          line('Hosting (Παπαδόπουλος)', 1, 300, { taxRateIds: [VAT] }),
        ],
        discount: { type: 'percent', value: 5 },
        subtotal: 1200,
        discountTotal: 60,
        taxTotal: 249.38,
        taxes: [
          { taxRateId: VAT, name: 'VAT', percent: 20, compound: false, taxableAmount: 1140, amount: 228 },
          {
            taxRateId: CITY,
            name: 'City tax',
            percent: 2.5,
            compound: false,
            taxableAmount: 855,
            amount: 21.38,
          },
        ],
        total: 1389.38,
        paidAmount: 389.38,
        balanceDue: 1000,
      }),
      organization: { name: 'Papadopoulos' },
      clientContact: {
        email: 'lukasz@example.pl',
        address: 'ul. Długa 5\n00-001 Warszawa',
        taxId: 'PL5260001246',
      },
      seller: SELLER,
      logo: { contentType: 'image/png', hash: 'abc123', bytes: solidPng(300, 100) },
    }),
  );

  it('renders with the logo embedded as an image and the legal name as author', async () => {
    const doc = await PDFDocument.load(await taxed());
    expect(doc.getAuthor()).toBe(SELLER.legalName);
    expect((await taxed()).includes('/Subtype /Image')).toBe(true);
  });

  itReadsText(
    'prints the seller and the billed client with their tax numbers (needs pdftotext)',
    async () => {
      const text = pdfText(await taxed());
      for (const expected of [
        SELLER.legalName,
        '12 Ermou Street',
        '105 63 Athens',
        'Tax number: EL123456789',
        SELLER.email,
        SELLER.phone,
        SELLER.website,
        'Łukasz Żółć',
        'ul. Długa 5',
        'Tax number: PL5260001246',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('Papadopoulos ·');
    },
  );

  itReadsText('prints each line with its discount and taxes (needs pdftotext)', async () => {
    const lines = pdfText(await taxed()).split('\n');
    const workshop = lines.find((text) => text.includes('Дмитрий Иванов:'));
    expect(workshop).toMatch(/€500\.00\s+10%\s+VAT 20%\s+€900\.00/);
    // The second rate and the description's second line share the row's next line.
    expect(lines[lines.indexOf(workshop!) + 1]).toMatch(/brand workshop\s+City tax 2\.5%/);
    const hosting = lines.find((text) => text.includes('Hosting'));
    expect(hosting).toMatch(/€300\.00\s+VAT 20%\s+€300\.00/);
    expect(lines[lines.indexOf(hosting!) + 1]).toContain('(Παπαδόπουλος)');
    expect(lines.join('\n')).toMatch(/DESCRIPTION\s+QTY\s+UNIT PRICE\s+DISCOUNT\s+TAXES\s+AMOUNT/);
  });

  itReadsText(
    'prints the totals: subtotal, discount, one line per rate, total, paid, balance due (needs pdftotext)',
    async () => {
      const text = pdfText(await taxed());
      expect(text).toMatch(/Subtotal\s+€1,200\.00/);
      expect(text).toMatch(/Discount \(5%\)\s+−€60\.00/);
      expect(text).toMatch(/VAT 20% on €1,140\.00\s+€228\.00/);
      expect(text).toMatch(/City tax 2\.5% on €855\.00\s+€21\.38/);
      expect(text).toMatch(/Total\s+€1,389\.38/);
      expect(text).toMatch(/Paid\s+€389\.38/);
      expect(text).toMatch(/Balance due\s+€1,000\.00/);
      expect(text).not.toContain('Prices include tax');
    },
  );

  itReadsText('prints the payment instructions and the footer line by line (needs pdftotext)', async () => {
    const text = pdfText(await taxed());
    expect(text).toContain('PAYMENT INSTRUCTIONS');
    expect(text).toContain('Bank transfer to IBAN GR16 0110 1250 0000 0001 2300 695');
    expect(text).toContain('BIC ETHNGRAA');
    expect(text).toContain('Please pay within 14 days.');
    expect(text).toContain('Thank you for working with us.');
    expect(text).toContain('Registered in Athens, company no. 123456.');
    // After the totals, in the order given.
    expect(text.indexOf('Balance due')).toBeLessThan(text.indexOf('PAYMENT INSTRUCTIONS'));
    expect(text.indexOf('BIC ETHNGRAA')).toBeLessThan(text.indexOf('Thank you for working with us.'));
  });

  const inclusive = once(() =>
    render({
      invoice: invoiceOf({
        items: [line('Workshop', 1, 120, { taxRateIds: [VAT] })],
        pricesIncludeTax: true,
        subtotal: 120,
        taxTotal: 20,
        taxes: [
          { taxRateId: VAT, name: 'VAT', percent: 20, compound: false, taxableAmount: 100, amount: 20 },
        ],
        total: 120,
        balanceDue: 120,
      }),
      organization: { name: 'Northwind Studio' },
    }),
  );

  itReadsText(
    'says when prices include tax and labels the rate lines as included (needs pdftotext)',
    async () => {
      const text = pdfText(await inclusive());
      expect(text).toContain('Prices include tax');
      expect(text).toMatch(/Subtotal\s+€120\.00/);
      expect(text).toMatch(/Incl\. VAT 20% on €100\.00\s+€20\.00/);
      expect(text).toMatch(/Total\s+€120\.00/);
      expect(text).toMatch(/Balance due\s+€120\.00/);
      expect(text).not.toContain('DISCOUNT');
    },
  );

  const plain = once(() =>
    render({
      invoice: invoiceOf({
        items: [line('Consulting', 3, 100)],
        subtotal: 300,
        total: 300,
        balanceDue: 300,
      }),
      organization: { name: 'Northwind Studio' },
    }),
  );

  itReadsText(
    'keeps the plain PDF for an organization without details and an invoice without taxes (needs pdftotext)',
    async () => {
      const text = pdfText(await plain());
      expect(text).toContain('Northwind Studio');
      expect(text).toMatch(/DESCRIPTION\s+QTY\s+UNIT PRICE\s+AMOUNT/);
      expect(text).not.toContain('TAXES');
      expect(text).not.toContain('Subtotal');
      expect(text).not.toContain('Tax number');
      expect(text).not.toContain('PAYMENT INSTRUCTIONS');
      expect(text).toMatch(new RegExp(`Total\\s+${formatMoney(300, 'EUR').replace(/[.$]/g, '\\$&')}`));
    },
  );

  const longNotes = once(() =>
    render({
      invoice: invoiceOf({
        items: Array.from({ length: 28 }, (_, i) => line(`Session ${i + 1}`, 1, 100)),
        subtotal: 2800,
        total: 2800,
        balanceDue: 2800,
      }),
      organization: { name: 'Northwind Studio' },
      seller: {
        ...SELLER,
        paymentInstructions: Array.from(
          { length: 30 },
          (_, i) =>
            `Instruction ${i + 1}: a long sentence about how and where to pay that wraps when it runs past the width of the page.`,
        ).join('\n'),
      },
    }),
  );

  itReadsText(
    'flows long payment instructions onto a new page, with every line (needs pdftotext)',
    async () => {
      const bytes = await longNotes();
      const pages = pdfText(bytes)
        .split('\f')
        .filter((page) => page.trim());
      expect(pages.length).toBe((await PDFDocument.load(bytes)).getPageCount());
      expect(pages.length).toBeGreaterThanOrEqual(2);
      const all = pages.join('\n');
      for (let i = 1; i <= 30; i += 1) expect(all).toContain(`Instruction ${i}: a long sentence`);
      expect(pages.at(-1)).toContain('Registered in Athens, company no. 123456.');
      expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    },
  );

  itReadsText('shortens a long rate name, never its percent, base or tax (needs pdftotext)', async () => {
    const name = 'Environmental and packaging levy of the municipality of Kraków';
    const bytes = await render({
      invoice: invoiceOf({
        items: [line('Packaging', 1, 1500, { taxRateIds: [CITY] })],
        subtotal: 1500,
        taxTotal: 22.5,
        taxes: [{ taxRateId: CITY, name, percent: 1.5, compound: false, taxableAmount: 1500, amount: 22.5 }],
        total: 1522.5,
        balanceDue: 1522.5,
      }),
      organization: { name: 'Northwind Studio' },
    });
    const text = pdfText(bytes);
    expect(text).toMatch(/Environmental[^\n]*… 1\.5% on €1,500\.00\s+€22\.50/);
    // In the line's taxes cell, the name takes two lines at most and the percent its own.
    expect(text).toMatch(
      /Packaging\s+1\s+€1,500\.00\s+Environmental\s+€1,500\.00\n\s+and packaging…\n\s+1\.5%\n/,
    );
    expect(text).not.toContain(`${name} 1.5% on`);
  });

  it('leaves out a logo it cannot read instead of failing the PDF', async () => {
    const bytes = await render({
      invoice: invoiceOf({ items: [line('Consulting', 1, 100)], subtotal: 100, total: 100, balanceDue: 100 }),
      organization: { name: 'Northwind Studio' },
      logo: {
        contentType: 'image/jpeg',
        hash: 'broken',
        bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      },
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });
});
