CREATE TABLE "activity_days" (
	"org_id" uuid NOT NULL,
	"day" date NOT NULL,
	"entries" bigint NOT NULL,
	CONSTRAINT "activity_days_org_id_day_pk" PRIMARY KEY("org_id","day")
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
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_months" ADD CONSTRAINT "revenue_months_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
-- The totals of the rows already there.
INSERT INTO activity_days (org_id, day, entries)
SELECT org_id, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM activity_entries GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO revenue_months (org_id, currency, month, amount_cents)
SELECT org_id, currency, date_trunc('month', paid_at AT TIME ZONE 'UTC')::date, sum(amount_cents)
FROM payments GROUP BY 1, 2, 3 HAVING sum(amount_cents) <> 0;
--> statement-breakpoint
-- The dashboard's and the invoices list's unpaid figures (count and balance per currency) read
-- only this index: the invoices that are neither paid nor archived and have a balance left.
CREATE INDEX "invoices_org_unpaid_idx" ON "invoices" ("org_id", "currency") INCLUDE ("total_cents", "paid_cents")
WHERE "status" NOT IN ('paid', 'archived') AND "total_cents" > "paid_cents";
