import { schema } from '@folio/db';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { createTeam, type Team } from './helpers/org';
import { PNG, putLogo } from './helpers/org-profile';
import { itReadsText, once, usePdfText } from './helpers/pdf-text';
import { type RestClient, restClient } from './helpers/rest';

/*
 * GET /api/invoices/{id}/pdf of an organization with business details: what the seller, the
 * client and the lines print in every European script and in Chinese, Japanese and Korean, how
 * big the file is, and that a change of the details or the logo is rendered rather than served
 * from the cache.
 */

let t: TestApp;
let rest: RestClient;
let team: Team;
const clients: Record<'polish' | 'greek' | 'russian' | 'japanese' | 'chinese', string> = {
  polish: '',
  greek: '',
  russian: '',
  japanese: '',
  chinese: '',
};
/** Each client's one project: an invoice names at least one. */
const projects: Record<string, string> = {};

const PROFILE = {
  legalName: 'Żółć & Partners Sp. z o.o.',
  address: 'ul. Marszałkowska 10\n00-590 Warszawa\nPolska',
  taxId: 'PL5260250274',
  email: 'faktury@zolc.example',
  phone: '+48 22 000 00 00',
  website: 'https://zolc.example',
  paymentInstructions: 'Przelew na rachunek PL61 1090 1014 0000 0712 1981 2874\nSWIFT WBKPPLPP',
  invoiceFooter: 'Dziękujemy za współpracę.\nSąd Rejonowy dla m.st. Warszawy, KRS 0000123456',
  paymentTermsDays: 14,
};

const fetchPdf = (id: string, token = team.viewer.token) =>
  t.primary.inject({
    method: 'GET',
    url: `/api/invoices/${id}/pdf`,
    headers: { authorization: `Bearer ${token}` },
  });

async function createInvoice(
  client: string,
  items: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
) {
  const res = await rest.post(
    '/invoices',
    { client, project: [projects[client]], items, ...extra },
    { token: team.admin.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { _id: string };
}

const pdfText = usePdfText();

beforeAll(async () => {
  t = await createTestApp();
  rest = restClient(t.app);
  team = await createTeam(t, rest, { orgName: 'Zolc', plan: 'pro' });
  const names = {
    polish: { name: 'Łukasz Żółć', taxId: 'PL1234563218' },
    greek: { name: 'Παπαδόπουλος', taxId: 'EL094019245' },
    russian: { name: 'Дмитрий Иванов', taxId: '7707083893' },
    japanese: { name: '株式会社ヤマダ', taxId: null },
    chinese: { name: '李小龍 / 王芳', taxId: null },
  };
  for (const [key, values] of Object.entries(names)) {
    const [row] = await t.handle.db
      .insert(schema.clients)
      .values({ orgId: team.orgId, ...values, address: 'Nowy Świat 1\n00-001 Warszawa' })
      .returning();
    clients[key as keyof typeof clients] = row!.id;
    const [project] = await t.handle.db
      .insert(schema.projects)
      .values({ orgId: team.orgId, clientId: row!.id, title: 'Tłumaczenia' })
      .returning();
    projects[row!.id] = project!.id;
  }
  expect((await rest.put('/org/profile', PROFILE, { token: team.admin.token })).status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('the invoice PDF of an organization with business details', () => {
  const polish = once(async () => {
    const invoice = await createInvoice(clients.polish, [
      { description: 'Projekt logo — źródła i pliki wektorowe', quantity: 1, unitPrice: 1200 },
      { description: 'Дмитрий Иванов: перевод на русский', quantity: 2, unitPrice: 150 },
      { description: 'Μετάφραση στα ελληνικά (Παπαδόπουλος)', quantity: 1, unitPrice: 90 },
    ]);
    const res = await fetchPdf(invoice._id);
    expect(res.statusCode).toBe(200);
    return { invoice, res };
  });

  itReadsText(
    "prints the seller's legal name, address, tax number, contacts, payment instructions and footer (needs pdftotext)",
    async () => {
      const text = pdfText((await polish()).res.rawPayload);
      for (const expected of [
        PROFILE.legalName,
        'ul. Marszałkowska 10',
        '00-590 Warszawa',
        `Tax number: ${PROFILE.taxId}`,
        PROFILE.email,
        PROFILE.phone,
        PROFILE.website,
        'PAYMENT INSTRUCTIONS',
        'Przelew na rachunek PL61 1090 1014 0000 0712 1981 2874',
        'SWIFT WBKPPLPP',
        'Dziękujemy za współpracę.',
        'Sąd Rejonowy dla m.st. Warszawy, KRS 0000123456',
      ])
        expect(text).toContain(expected);
    },
  );

  itReadsText(
    'prints Polish, Greek and Cyrillic exactly as typed, in names and line descriptions (needs pdftotext)',
    async () => {
      const text = pdfText((await polish()).res.rawPayload);
      expect(text).toContain('Łukasz Żółć');
      expect(text).toContain('Tax number: PL1234563218');
      expect(text).toContain('Nowy Świat 1');
      expect(text).toContain('Projekt logo — źródła i pliki wektorowe');
      expect(text).toContain('Дмитрий Иванов: перевод на русский');
      expect(text).toContain('Μετάφραση στα ελληνικά (Παπαδόπουλος)');

      for (const [key, name] of [
        ['greek', 'Παπαδόπουλος'],
        ['russian', 'Дмитрий Иванов'],
      ] as const) {
        const invoice = await createInvoice(clients[key], [
          { description: `${name}: consulting`, quantity: 1, unitPrice: 10 },
        ]);
        const clientText = pdfText((await fetchPdf(invoice._id)).rawPayload);
        expect(clientText).toContain(name);
        expect(clientText).toContain(`${name}: consulting`);
      }
    },
  );

  it('keeps a 20-line invoice without logo under 200 KB', async () => {
    const items = Array.from({ length: 20 }, (_, i) => ({
      description: `${i + 1}. Łukasz Żółć — Παπαδόπουλος — Дмитрий Иванов: consulting and design`,
      quantity: 1 + (i % 3),
      unitPrice: 80 + i,
    }));
    const invoice = await createInvoice(clients.polish, items);
    const res = await fetchPdf(invoice._id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.byteLength).toBeLessThan(200 * 1024);
  });

  itReadsText(
    'prints Chinese, Japanese and Korean as typed, a character no font has as "?" (needs pdftotext)',
    async () => {
      const invoice = await createInvoice(clients.chinese, [
        { description: '東京のデザイン', quantity: 1, unitPrice: 500 },
        { description: '김민준: 翻訳 (日本語→English) 中文', quantity: 1, unitPrice: 200 },
        // A party popper and a Thai letter: no font of the PDF has them.
        { description: 'Launch 🎉 ก party', quantity: 1, unitPrice: 50 },
      ]);
      const res = await fetchPdf(invoice._id);
      expect(res.statusCode).toBe(200);
      expect((await PDFDocument.load(res.rawPayload)).getSubject()).toContain('李小龍 / 王芳');
      const text = pdfText(res.rawPayload);
      expect(text).toContain('李小龍 / 王芳');
      expect(text).toContain('東京のデザイン');
      expect(text).toContain('김민준: 翻訳 (日本語→English) 中文');
      expect(text).toContain('Launch ? ? party');
      expect(text).toContain(PROFILE.legalName);
      // Only the glyphs used are embedded from the 10 and 6 MB fonts.
      expect(res.rawPayload.byteLength).toBeLessThan(400 * 1024);

      const japanese = await createInvoice(clients.japanese, [
        { description: 'デザイン', quantity: 1, unitPrice: 10 },
      ]);
      expect(pdfText((await fetchPdf(japanese._id)).rawPayload)).toContain('株式会社ヤマダ');
    },
  );

  it('embeds the CJK fonts only into an invoice that prints such characters', async () => {
    const fontsOf = async (client: string, description: string) => {
      const invoice = await createInvoice(client, [{ description, quantity: 1, unitPrice: 10 }]);
      const res = await fetchPdf(invoice._id);
      expect(res.statusCode).toBe(200);
      const doc = await PDFDocument.load(res.rawPayload);
      // The PDF's fonts by name, without the tag that names each subset.
      return doc.context
        .enumerateIndirectObjects()
        .flatMap(([, object]) =>
          object instanceof PDFDict && object.get(PDFName.of('Subtype')) === PDFName.of('Type0')
            ? [
                String(object.get(PDFName.of('BaseFont')))
                  .replace(/^\//, '')
                  .replace(/-\d+$/, ''),
              ]
            : [],
        )
        .sort();
    };
    expect(await fontsOf(clients.polish, 'Łukasz 🎉 ก')).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    expect(await fontsOf(clients.polish, '東京')).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
      'NotoSansSC-Regular',
    ]);
    expect(await fontsOf(clients.polish, '김민준 東京')).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
      'NotoSansKR-Regular',
      'NotoSansSC-Regular',
    ]);
  });

  it('renders again after the business details or the logo change', async () => {
    const invoice = await createInvoice(clients.greek, [
      { description: 'Cache check', quantity: 1, unitPrice: 10 },
    ]);
    expect((await fetchPdf(invoice._id)).headers['x-pdf-cache']).toBe('miss');
    expect((await fetchPdf(invoice._id)).headers['x-pdf-cache']).toBe('hit');

    const changed = { ...PROFILE, taxId: 'PL0000000000' };
    expect((await rest.put('/org/profile', changed, { token: team.admin.token })).status).toBe(200);
    const afterProfile = await fetchPdf(invoice._id);
    expect(afterProfile.headers['x-pdf-cache']).toBe('miss');

    expect((await putLogo(t, team.admin.token, PNG, 'image/png')).status).toBe(200);
    const afterLogo = await fetchPdf(invoice._id);
    expect(afterLogo.headers['x-pdf-cache']).toBe('miss');
    expect(afterLogo.rawPayload.includes('/Subtype /Image')).toBe(true);
    expect((await fetchPdf(invoice._id)).headers['x-pdf-cache']).toBe('hit');

    expect((await rest.put('/org/profile', PROFILE, { token: team.admin.token })).status).toBe(200);
  });

  itReadsText('a render after a change of the details shows the change (needs pdftotext)', async () => {
    const invoice = await createInvoice(clients.russian, [
      { description: 'Details check', quantity: 1, unitPrice: 10 },
    ]);
    expect(pdfText((await fetchPdf(invoice._id)).rawPayload)).toContain(`Tax number: ${PROFILE.taxId}`);
    const changed = { ...PROFILE, legalName: 'Żółć Studio S.A.', taxId: 'PL9999999999' };
    expect((await rest.put('/org/profile', changed, { token: team.admin.token })).status).toBe(200);
    const text = pdfText((await fetchPdf(invoice._id)).rawPayload);
    expect(text).toContain('Żółć Studio S.A.');
    expect(text).toContain('Tax number: PL9999999999');
    expect(text).not.toContain(PROFILE.legalName);
    expect((await rest.put('/org/profile', PROFILE, { token: team.admin.token })).status).toBe(200);
  });

  itReadsText(
    'prints the totals of a taxed, discounted invoice created over REST (needs pdftotext)',
    async () => {
      const rate = await rest.post(
        '/org/tax-rates',
        { name: 'VAT', percent: 23 },
        { token: team.admin.token },
      );
      expect(rate.status, JSON.stringify(rate.body)).toBe(200);
      const invoice = await createInvoice(
        clients.polish,
        [
          {
            description: 'Strona internetowa',
            quantity: 2,
            unitPrice: 500,
            taxRateIds: [rate.body._id],
            discountPercent: 10,
          },
          { description: 'Hosting', quantity: 1, unitPrice: 100, taxRateIds: [rate.body._id] },
        ],
        { discount: { type: 'amount', value: 50 }, currency: 'EUR' },
      );
      const answer = (await rest.get(`/invoices/${invoice._id}`, { token: team.viewer.token })).body;
      // 900 + 100 = 1,000; less 50 = 950 taxable; VAT 23% = 218.50; total 1,168.50.
      expect(answer).toMatchObject({ subtotal: 1000, discountTotal: 50, taxTotal: 218.5, total: 1168.5 });
      const text = pdfText((await fetchPdf(invoice._id)).rawPayload);
      expect(text).toMatch(/Strona internetowa\s+2\s+€500\.00\s+10%\s+VAT 23%\s+€900\.00/);
      expect(text).toMatch(/Subtotal\s+€1,000\.00/);
      expect(text).toMatch(/Discount\s+−€50\.00/);
      expect(text).toMatch(/VAT 23% on €950\.00\s+€218\.50/);
      expect(text).toMatch(/Total\s+€1,168\.50/);
      expect(text).toMatch(/Paid\s+€0\.00/);
      expect(text).toMatch(/Balance due\s+€1,168\.50/);
    },
  );
});
