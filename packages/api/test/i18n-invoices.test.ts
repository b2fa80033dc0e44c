import type { Locale } from '@folio/contracts';
import { schema } from '@folio/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTeam, type Team } from './helpers/org';
import { itReadsText, usePdfText } from './helpers/pdf-text';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
const pdfText = usePdfText();
const ORG_NAME = 'Studio Lumen';
let team: Team;

/** A client of the team's organization writing in `locale` (null: the organization's language). */
async function clientSpeaking(locale: Locale | null) {
  const [client] = await t.handle.db
    .insert(schema.clients)
    .values({ orgId: team.orgId, name: `Client ${locale ?? 'org'}`, email: 'billing@example.com', locale })
    .returning();
  const [project] = await t.handle.db
    .insert(schema.projects)
    .values({ orgId: team.orgId, clientId: client!.id, title: 'Website' })
    .returning();
  return { clientId: client!.id, projectId: project!.id };
}

/** An invoice of 1234.56 EUR due 2099-03-15, for a client writing in `locale`. */
async function invoiceFor(locale: Locale | null) {
  const { clientId, projectId } = await clientSpeaking(locale);
  const res = await rest.post(
    '/invoices',
    {
      client: clientId,
      project: [projectId],
      currency: 'EUR',
      dueDate: '2099-03-15',
      items: [{ description: 'Design', quantity: 1.5, unitPrice: 823.04 }],
    },
    as(team.admin),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { _id: string; displayNumber: string };
}

async function pdfOf(id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/invoices/${id}/pdf`,
    headers: { authorization: `Bearer ${team.admin.token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toContain('invoice-');
  // No-break spaces (thousands in French, before the euro sign) read as plain spaces.
  return pdfText(res.rawPayload).replace(/[\u00a0\u202f]/g, ' ');
}

beforeAll(async () => {
  team = await createTeam(t, rest, { orgName: ORG_NAME, plan: 'pro' });
});

describe('the invoice PDF in the client’s language', () => {
  const cases: [Locale, RegExp[]][] = [
    ['fr', [/Facture n° \d{4}/, /MONTANT DÛ/, /FACTURÉ À/, /1 234,56 €/, /15 mars 2099/, /QTÉ/, /1,5/]],
    ['de', [/Rechnung Nr\. \d{4}/, /OFFENER BETRAG/, /RECHNUNG AN/, /1\.234,56 €/, /15\. März 2099/]],
    ['es', [/Factura n\.º \d{4}/, /IMPORTE PENDIENTE/, /FACTURAR A/, /1234,56 €/, /15 mar 2099/]],
    // Spanish and Italian group thousands from five digits on, as Intl writes them.
    ['it', [/Fattura n\. \d{4}/, /SALDO DOVUTO/, /INTESTATA A/, /1234,56 €/, /15 mar 2099/]],
  ];
  for (const [locale, expected] of cases) {
    itReadsText(`${locale}: labels, money and dates`, async () => {
      const text = await pdfOf((await invoiceFor(locale))._id);
      for (const pattern of expected) expect(text).toMatch(pattern);
      expect(text).not.toMatch(/BALANCE DUE|BILL TO/);
    });
  }

  itReadsText('English stays as it was: "€1,234.56", "15 Mar 2099"', async () => {
    const text = await pdfOf((await invoiceFor('en'))._id);
    expect(text).toMatch(/Invoice #\d{4}/);
    expect(text).toContain('BALANCE DUE');
    expect(text).toContain('€1,234.56');
    expect(text).toContain('15 Mar 2099');
  });

  itReadsText('a client without a language gets the organization’s', async () => {
    await t.handle.db
      .insert(schema.orgProfiles)
      .values({ orgId: team.orgId, locale: 'de' })
      .onConflictDoUpdate({ target: schema.orgProfiles.orgId, set: { locale: 'de' } });
    try {
      const text = await pdfOf((await invoiceFor(null))._id);
      expect(text).toMatch(/Rechnung Nr\. \d{4}/);
    } finally {
      await t.handle.db
        .insert(schema.orgProfiles)
        .values({ orgId: team.orgId, locale: 'en' })
        .onConflictDoUpdate({ target: schema.orgProfiles.orgId, set: { locale: 'en' } });
    }
  });
});

describe('the invoice email draft in the client’s language', () => {
  it('names the invoice, the organization, the amount and the due date in that language', async () => {
    const invoice = await invoiceFor('fr');
    const res = await rest.get(`/invoices/${invoice._id}/email-draft`, as(team.admin));
    expect(res.status).toBe(200);
    expect(res.body.recipients).toEqual(['billing@example.com']);
    expect(res.body.subject).toBe(`Facture ${invoice.displayNumber} de ${ORG_NAME}`);
    expect(res.body.message.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      `Bonjour,\n\nVeuillez trouver ci-joint la facture ${invoice.displayNumber} de ${ORG_NAME} d’un montant de 1 234,56 €, à régler avant le 15 mars 2099.\n\nCordialement,\n${ORG_NAME}`,
    );

    const german = await invoiceFor('de');
    const draft = await rest.get(`/invoices/${german._id}/email-draft`, as(team.admin));
    expect(draft.body.subject).toBe(`Rechnung ${german.displayNumber} von ${ORG_NAME}`);
  });

  it('stays word for word in English', async () => {
    const invoice = await invoiceFor('en');
    const res = await rest.get(`/invoices/${invoice._id}/email-draft`, as(team.admin));
    expect(res.body.subject).toBe(`Invoice ${invoice.displayNumber} from ${ORG_NAME}`);
    expect(res.body.message).toBe(
      `Hello,\n\nPlease find attached invoice ${invoice.displayNumber} from ${ORG_NAME} for €1,234.56, due 15 Mar 2099.\n\nThank you,\n${ORG_NAME}`,
    );
  });
});
