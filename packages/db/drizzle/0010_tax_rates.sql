CREATE TABLE "invoice_taxes" (
	"org_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"tax_rate_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"percent" numeric(6, 3) NOT NULL,
	"compound" boolean NOT NULL,
	"taxable_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "invoice_taxes_invoice_id_tax_rate_id_pk" PRIMARY KEY("invoice_id","tax_rate_id")
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"percent" numeric(6, 3) NOT NULL,
	"compound" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_org_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "discount_percent" numeric(6, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "tax_rate_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_type" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_value" numeric(16, 3);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "subtotal_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_total_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_total_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_taxes" ADD CONSTRAINT "invoice_taxes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_taxes" ADD CONSTRAINT "invoice_taxes_invoice_fk" FOREIGN KEY ("org_id","invoice_id") REFERENCES "public"."invoices"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_taxes" ADD CONSTRAINT "invoice_taxes_tax_rate_fk" FOREIGN KEY ("org_id","tax_rate_id") REFERENCES "public"."tax_rates"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_taxes_org_rate_idx" ON "invoice_taxes" USING btree ("org_id","tax_rate_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_org_active_name_key" ON "tax_rates" USING btree ("org_id",lower("name")) WHERE "tax_rates"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_discount_type_check" CHECK ("invoices"."discount_type" in ('percent', 'amount'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_discount_check" CHECK (("invoices"."discount_type" is null) = ("invoices"."discount_value" is null));--> statement-breakpoint
-- Invoices from before discounts and taxes: their lines are their subtotal, which is their total.
UPDATE "invoices" SET "subtotal_cents" = "total_cents";
