CREATE TABLE "activity_days" (
	"org_id" uuid NOT NULL,
	"day" date NOT NULL,
	"entries" bigint NOT NULL,
	CONSTRAINT "activity_days_org_id_day_pk" PRIMARY KEY("org_id","day")
);
--> statement-breakpoint
CREATE TABLE "invoice_totals" (
	"org_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"invoices" bigint NOT NULL,
	"settled" bigint NOT NULL,
	"balance_cents" bigint NOT NULL,
	CONSTRAINT "invoice_totals_org_id_currency_status_pk" PRIMARY KEY("org_id","currency","status"),
	CONSTRAINT "invoice_totals_currency_check" CHECK ("invoice_totals"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
	CONSTRAINT "invoice_totals_status_check" CHECK ("invoice_totals"."status" in ('draft', 'sent', 'paid', 'overdue', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "record_counts" (
	"org_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"status" text NOT NULL,
	"records" bigint NOT NULL,
	CONSTRAINT "record_counts_org_id_entity_status_pk" PRIMARY KEY("org_id","entity","status"),
	CONSTRAINT "record_counts_entity_check" CHECK ("record_counts"."entity" in ('client', 'project'))
);
--> statement-breakpoint
CREATE TABLE "revenue_months" (
	"org_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"month" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "revenue_months_org_id_currency_month_pk" PRIMARY KEY("org_id","currency","month"),
	CONSTRAINT "revenue_months_currency_check" CHECK ("revenue_months"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD'))
);
--> statement-breakpoint
DROP INDEX "clients_org_status_name_idx";--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_totals" ADD CONSTRAINT "invoice_totals_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_counts" ADD CONSTRAINT "record_counts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_months" ADD CONSTRAINT "revenue_months_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_org_status_order_idx" ON "clients" USING btree ("org_id","status",lower("name"),"name","id");--> statement-breakpoint
CREATE INDEX "clients_org_order_idx" ON "clients" USING btree ("org_id",lower("name"),"name","id");
--> statement-breakpoint
-- The rollups are kept by the database: a row trigger per table adds each inserted row to its
-- running total and subtracts each deleted one (an update does both). The triggers are deferred
-- constraint triggers, so they run at commit: a transaction locks a rollup row only in its last
-- moment and waits for nothing else while it holds it, which keeps concurrent writers of one
-- organization from deadlocking on their totals.
CREATE FUNCTION folio_count_activity_day(org uuid, at timestamptz, delta bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO activity_days (org_id, day, entries) VALUES (org, (at AT TIME ZONE 'UTC')::date, delta)
    ON CONFLICT (org_id, day) DO UPDATE SET entries = activity_days.entries + excluded.entries;
  ELSE
    -- A deleted organization's rollup went with it (ON DELETE CASCADE): nothing to update then.
    UPDATE activity_days SET entries = entries + delta
    WHERE org_id = org AND day = (at AT TIME ZONE 'UTC')::date;
    DELETE FROM activity_days WHERE org_id = org AND day = (at AT TIME ZONE 'UTC')::date AND entries <= 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION folio_activity_days_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM folio_count_activity_day(OLD.org_id, OLD.created_at, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM folio_count_activity_day(NEW.org_id, NEW.created_at, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER activity_days_rollup
AFTER INSERT OR DELETE OR UPDATE OF org_id, created_at ON activity_entries
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION folio_activity_days_trigger();
--> statement-breakpoint
CREATE FUNCTION folio_add_revenue(org uuid, cur text, at timestamptz, cents bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', at AT TIME ZONE 'UTC')::date;
BEGIN
  IF cents > 0 THEN
    INSERT INTO revenue_months (org_id, currency, month, amount_cents) VALUES (org, cur, first_day, cents)
    ON CONFLICT (org_id, currency, month) DO UPDATE SET amount_cents = revenue_months.amount_cents + excluded.amount_cents;
  ELSIF cents < 0 THEN
    UPDATE revenue_months SET amount_cents = amount_cents + cents
    WHERE org_id = org AND currency = cur AND month = first_day;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION folio_revenue_months_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM folio_add_revenue(OLD.org_id, OLD.currency, OLD.paid_at, -OLD.amount_cents);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM folio_add_revenue(NEW.org_id, NEW.currency, NEW.paid_at, NEW.amount_cents);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER revenue_months_rollup
AFTER INSERT OR DELETE OR UPDATE OF org_id, currency, paid_at, amount_cents ON payments
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION folio_revenue_months_trigger();
--> statement-breakpoint
CREATE FUNCTION folio_add_invoice(org uuid, cur text, st text, total bigint, paid bigint, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  is_settled integer := CASE WHEN total <= paid THEN 1 ELSE 0 END;
  balance bigint := CASE WHEN total > paid THEN total - paid ELSE 0 END;
BEGIN
  IF sign > 0 THEN
    INSERT INTO invoice_totals (org_id, currency, status, invoices, settled, balance_cents)
    VALUES (org, cur, st, 1, is_settled, balance)
    ON CONFLICT (org_id, currency, status) DO UPDATE SET
      invoices = invoice_totals.invoices + 1,
      settled = invoice_totals.settled + excluded.settled,
      balance_cents = invoice_totals.balance_cents + excluded.balance_cents;
  ELSE
    UPDATE invoice_totals SET
      invoices = invoices - 1, settled = settled - is_settled, balance_cents = balance_cents - balance
    WHERE org_id = org AND currency = cur AND status = st;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION folio_invoice_totals_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM folio_add_invoice(NEW.org_id, NEW.currency, NEW.status, NEW.total_cents, NEW.paid_cents, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM folio_add_invoice(OLD.org_id, OLD.currency, OLD.status, OLD.total_cents, OLD.paid_cents, -1);
  ELSIF (OLD.org_id, OLD.currency, OLD.status, OLD.total_cents, OLD.paid_cents)
        IS DISTINCT FROM (NEW.org_id, NEW.currency, NEW.status, NEW.total_cents, NEW.paid_cents) THEN
    -- The smaller key first: two invoices moving between the same two statuses in opposite
    -- directions lock the two rows in the same order, so they cannot deadlock.
    IF (OLD.currency, OLD.status) <= (NEW.currency, NEW.status) THEN
      PERFORM folio_add_invoice(OLD.org_id, OLD.currency, OLD.status, OLD.total_cents, OLD.paid_cents, -1);
      PERFORM folio_add_invoice(NEW.org_id, NEW.currency, NEW.status, NEW.total_cents, NEW.paid_cents, 1);
    ELSE
      PERFORM folio_add_invoice(NEW.org_id, NEW.currency, NEW.status, NEW.total_cents, NEW.paid_cents, 1);
      PERFORM folio_add_invoice(OLD.org_id, OLD.currency, OLD.status, OLD.total_cents, OLD.paid_cents, -1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoice_totals_rollup
AFTER INSERT OR DELETE OR UPDATE OF org_id, currency, status, total_cents, paid_cents ON invoices
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION folio_invoice_totals_trigger();
--> statement-breakpoint
CREATE FUNCTION folio_count_record(org uuid, kind text, st text, delta bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO record_counts (org_id, entity, status, records) VALUES (org, kind, st, delta)
    ON CONFLICT (org_id, entity, status) DO UPDATE SET records = record_counts.records + excluded.records;
  ELSE
    UPDATE record_counts SET records = records + delta WHERE org_id = org AND entity = kind AND status = st;
  END IF;
END $$;
--> statement-breakpoint
-- TG_ARGV[0] names the entity ('client' or 'project'); both tables have org_id and status.
CREATE FUNCTION folio_record_counts_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM folio_count_record(NEW.org_id, TG_ARGV[0], NEW.status, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM folio_count_record(OLD.org_id, TG_ARGV[0], OLD.status, -1);
  ELSIF (OLD.org_id, OLD.status) IS DISTINCT FROM (NEW.org_id, NEW.status) THEN
    -- The smaller key first, as for invoices: opposite moves lock the two rows in one order.
    IF OLD.status <= NEW.status THEN
      PERFORM folio_count_record(OLD.org_id, TG_ARGV[0], OLD.status, -1);
      PERFORM folio_count_record(NEW.org_id, TG_ARGV[0], NEW.status, 1);
    ELSE
      PERFORM folio_count_record(NEW.org_id, TG_ARGV[0], NEW.status, 1);
      PERFORM folio_count_record(OLD.org_id, TG_ARGV[0], OLD.status, -1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER record_counts_rollup
AFTER INSERT OR DELETE OR UPDATE OF org_id, status ON clients
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION folio_record_counts_trigger('client');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER record_counts_rollup
AFTER INSERT OR DELETE OR UPDATE OF org_id, status ON projects
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION folio_record_counts_trigger('project');
--> statement-breakpoint
-- The totals of the rows already there.
INSERT INTO activity_days (org_id, day, entries)
SELECT org_id, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM activity_entries GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO revenue_months (org_id, currency, month, amount_cents)
SELECT org_id, currency, date_trunc('month', paid_at AT TIME ZONE 'UTC')::date, sum(amount_cents)
FROM payments GROUP BY 1, 2, 3 HAVING sum(amount_cents) <> 0;
--> statement-breakpoint
INSERT INTO invoice_totals (org_id, currency, status, invoices, settled, balance_cents)
SELECT org_id, currency, status, count(*), count(*) FILTER (WHERE total_cents <= paid_cents),
  coalesce(sum(total_cents - paid_cents) FILTER (WHERE total_cents > paid_cents), 0)
FROM invoices GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO record_counts (org_id, entity, status, records)
SELECT org_id, 'client', status, count(*) FROM clients GROUP BY 1, 3
UNION ALL
SELECT org_id, 'project', status, count(*) FROM projects GROUP BY 1, 3;
