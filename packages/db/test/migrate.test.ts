import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/client';
import { runMigrations } from '../src/migrate';
import { invoices, organizations, users } from '../src/schema';
import { createTestDatabase } from '../src/testing';

describe('migrations', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('creates every table, and running them again changes nothing', async () => {
    await runMigrations(handle);
    const rows = await handle.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const names = (Array.isArray(rows) ? rows : (rows as { rows: { table_name: string }[] }).rows).map(
      (r) => r.table_name,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'users',
        'organizations',
        'memberships',
        'invites',
        'refresh_sessions',
        'user_tokens',
        'clients',
        'projects',
        'invoices',
        'invoice_items',
        'invoice_projects',
        'payments',
        'notes',
        'activity_entries',
        'activity_digests',
        'stripe_events',
      ]),
    );
  });

  it('gives users default preferences and refuses a second invoice with the same number in one organization', async () => {
    const [org] = await handle.db.insert(organizations).values({ name: 'Acme' }).returning();
    const [user] = await handle.db
      .insert(users)
      .values({ name: 'Ann', email: 'ann@example.com', passwordHash: 'x', currentOrgId: org!.id })
      .returning();
    expect(user!.preferences).toEqual({
      theme: 'system',
      locale: 'en',
      tz: 'UTC',
      notifications: { emailActivity: true },
    });
    const { clients } = await import('../src/schema');
    const [client] = await handle.db.insert(clients).values({ orgId: org!.id, name: 'Client' }).returning();
    await handle.db.insert(invoices).values({ orgId: org!.id, clientId: client!.id, number: 1 });
    await expect(
      handle.db.insert(invoices).values({ orgId: org!.id, clientId: client!.id, number: 1 }),
    ).rejects.toThrow();
    const found = await handle.db.select().from(users).where(eq(users.email, 'ann@example.com'));
    expect(found).toHaveLength(1);
  });

  it('refuses a value outside its list in every status-like column', async () => {
    const rows = await handle.db.execute<{ conname: string }>(
      sql`select conname from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace order by 1`,
    );
    const names = (Array.isArray(rows) ? rows : (rows as { rows: { conname: string }[] }).rows)
      .map((r) => r.conname)
      // In code-point order, whatever the database's collation.
      .sort();
    expect(names).toEqual([
      'activity_digests_status_check',
      'activity_entries_action_check',
      'activity_entries_entity_type_check',
      'api_keys_role_check',
      'clients_locale_check',
      'clients_status_check',
      'invites_role_check',
      'invoice_checkouts_currency_check',
      'invoice_checkouts_provider_check',
      'invoice_checkouts_status_check',
      'invoice_deliveries_document_check',
      'invoice_deliveries_kind_check',
      'invoice_deliveries_status_check',
      'invoice_totals_currency_check',
      'invoice_totals_status_check',
      'invoices_currency_check',
      'invoices_discount_check',
      'invoices_discount_type_check',
      'invoices_status_check',
      'memberships_role_check',
      'notes_entity_type_check',
      'org_profiles_locale_check',
      'org_profiles_logo_content_type_check',
      'organizations_plan_tier_check',
      'organizations_subscription_status_check',
      'payments_currency_check',
      'projects_currency_check',
      'projects_status_check',
      'quotes_currency_check',
      'quotes_discount_check',
      'quotes_discount_type_check',
      'quotes_status_check',
      'record_counts_entity_check',
      'recurring_invoices_currency_check',
      'recurring_invoices_discount_check',
      'recurring_invoices_discount_type_check',
      'recurring_invoices_end_type_check',
      'recurring_invoices_frequency_check',
      'recurring_invoices_pause_reason_check',
      'recurring_invoices_status_check',
      'revenue_months_currency_check',
      'user_tokens_kind_check',
      'webhook_deliveries_status_check',
    ]);

    const [org] = await handle.db.insert(organizations).values({ name: 'Checked' }).returning();
    const orgId = org!.id;
    await expect(
      handle.db.execute(sql`update organizations set subscription_status = 'incomplete' where id = ${orgId}`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`update organizations set plan_tier = 'enterprise' where id = ${orgId}`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`insert into clients (org_id, name, status) values (${orgId}, 'C', 'deleted')`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`insert into clients (org_id, name, status) values (${orgId}, 'C', 'archived')`),
    ).resolves.toBeDefined();
    const [client] = await handle.db
      .execute<{ id: string }>(sql`select id from clients where org_id = ${orgId}`)
      .then((result) => (Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows));
    const [invoice] = await handle.db
      .insert(invoices)
      .values({ orgId, clientId: client!.id, number: 1 })
      .returning();
    const delivery = (status: string) =>
      handle.db.execute(
        sql`insert into invoice_deliveries (org_id, invoice_id, recipients, subject, message, status, requested_by_name, requested_by_email)
            values (${orgId}, ${invoice!.id}, array['a@b.example'], 'S', 'M', ${status}, 'Ann', 'ann@example.com')`,
      );
    await expect(delivery('bounced')).rejects.toThrow();
    await expect(delivery('failed')).resolves.toBeDefined();
    await expect(delivery('canceled')).resolves.toBeDefined();
    await expect(
      handle.db.execute(
        sql`update invoice_deliveries set kind = 'dunning' where invoice_id = ${invoice!.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(
        sql`update invoice_deliveries set kind = 'reminder' where invoice_id = ${invoice!.id}`,
      ),
    ).resolves.toBeDefined();
    const checkout = (provider: string, status: string) =>
      handle.db.execute(
        sql`insert into invoice_checkouts (org_id, invoice_id, amount_cents, currency, provider, status)
            values (${orgId}, ${invoice!.id}, 100, 'USD', ${provider}, ${status})`,
      );
    await expect(checkout('paypal', 'open')).rejects.toThrow();
    await expect(checkout('mock', 'refunded')).rejects.toThrow();
    await expect(checkout('mock', 'open')).resolves.toBeDefined();
    const discount = (type: string | null, value: number | null) =>
      handle.db.execute(
        sql`update invoices set discount_type = ${type}, discount_value = ${value} where id = ${invoice!.id}`,
      );
    await expect(discount('coupon', 5)).rejects.toThrow();
    await expect(discount('percent', null)).rejects.toThrow();
    await expect(discount('percent', 5)).resolves.toBeDefined();
    await expect(discount(null, null)).resolves.toBeDefined();
    await expect(
      handle.db.execute(sql`update clients set locale = 'pt' where id = ${client!.id}`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`update clients set locale = 'fr' where id = ${client!.id}`),
    ).resolves.toBeDefined();
    await expect(
      handle.db.execute(sql`insert into org_profiles (org_id, locale) values (${orgId}, 'xx')`),
    ).rejects.toThrow();
    // A quote stores draft, sent, accepted or declined; expired is computed, never stored.
    const quote = (status: string) =>
      handle.db.execute(
        sql`insert into quotes (org_id, client_id, number, valid_until, status, items)
            values (${orgId}, ${client!.id}, 1, '2030-01-31', ${status}, '[]'::jsonb) returning id`,
      );
    await expect(quote('expired')).rejects.toThrow();
    const [stored] = await quote('sent').then((result) =>
      Array.isArray(result) ? result : (result as unknown as { rows: { id: string }[] }).rows,
    );
    // A delivery sends exactly one document: an invoice or a quote.
    const documentDelivery = (invoiceId: string | null, quoteId: string | null) =>
      handle.db.execute(
        sql`insert into invoice_deliveries (org_id, invoice_id, quote_id, kind, recipients, subject, message, requested_by_name, requested_by_email)
            values (${orgId}, ${invoiceId}, ${quoteId}, 'quote', array['a@b.example'], 'S', 'M', 'Ann', 'ann@example.com')`,
      );
    await expect(documentDelivery(null, null)).rejects.toThrow();
    await expect(documentDelivery(invoice!.id, (stored as { id: string }).id)).rejects.toThrow();
    await expect(documentDelivery(null, (stored as { id: string }).id)).resolves.toBeDefined();
    const series = (frequency: string) =>
      handle.db.execute(
        sql`insert into recurring_invoices (org_id, client_id, items, frequency, start_date)
            values (${orgId}, ${client!.id}, '[]'::jsonb, ${frequency}, '2030-01-31')`,
      );
    await expect(series('daily')).rejects.toThrow();
    await expect(series('monthly_last_day')).resolves.toBeDefined();
  });
});
