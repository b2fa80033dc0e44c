CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"project_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"number" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"valid_until" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"discount_type" text,
	"discount_value" numeric(16, 3),
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"items" jsonb NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"discount_total_cents" bigint DEFAULT 0 NOT NULL,
	"tax_total_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"share_token_hash" text,
	"share_token_sealed" text,
	"viewed_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"signer_name" text,
	"signer_ip" text,
	"signer_user_agent" text,
	"converted_invoice_id" uuid,
	"converted_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_org_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('draft', 'sent', 'accepted', 'declined')),
	CONSTRAINT "quotes_currency_check" CHECK ("quotes"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
	CONSTRAINT "quotes_discount_type_check" CHECK ("quotes"."discount_type" in ('percent', 'amount')),
	CONSTRAINT "quotes_discount_check" CHECK (("quotes"."discount_type" is null) = ("quotes"."discount_value" is null))
);
--> statement-breakpoint
CREATE TABLE "recurring_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"project_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"discount_type" text,
	"discount_value" numeric(16, 3),
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"items" jsonb NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"frequency" text NOT NULL,
	"start_date" date NOT NULL,
	"end_type" text DEFAULT 'never' NOT NULL,
	"end_count" integer,
	"end_date" date,
	"days_until_due" integer DEFAULT 30 NOT NULL,
	"auto_send" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"pause_reason" text,
	"next_index" integer DEFAULT 0 NOT NULL,
	"next_date" date,
	"generated_count" integer DEFAULT 0 NOT NULL,
	"send_failures" integer DEFAULT 0 NOT NULL,
	"last_generated_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_invoices_org_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "recurring_invoices_status_check" CHECK ("recurring_invoices"."status" in ('active', 'paused', 'ended')),
	CONSTRAINT "recurring_invoices_frequency_check" CHECK ("recurring_invoices"."frequency" in ('weekly', 'biweekly', 'monthly', 'monthly_last_day', 'quarterly', 'yearly')),
	CONSTRAINT "recurring_invoices_currency_check" CHECK ("recurring_invoices"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD')),
	CONSTRAINT "recurring_invoices_end_type_check" CHECK ("recurring_invoices"."end_type" in ('never', 'after', 'on')),
	CONSTRAINT "recurring_invoices_pause_reason_check" CHECK ("recurring_invoices"."pause_reason" in ('member', 'sendFailures', 'planLimit', 'invalid')),
	CONSTRAINT "recurring_invoices_discount_type_check" CHECK ("recurring_invoices"."discount_type" in ('percent', 'amount')),
	CONSTRAINT "recurring_invoices_discount_check" CHECK (("recurring_invoices"."discount_type" is null) = ("recurring_invoices"."discount_value" is null))
);
--> statement-breakpoint
ALTER TABLE "activity_entries" DROP CONSTRAINT "activity_entries_action_check";--> statement-breakpoint
ALTER TABLE "activity_entries" DROP CONSTRAINT "activity_entries_entity_type_check";--> statement-breakpoint
ALTER TABLE "invoice_deliveries" DROP CONSTRAINT "invoice_deliveries_kind_check";--> statement-breakpoint
ALTER TABLE "invoice_deliveries" ALTER COLUMN "invoice_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "quote_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_deliveries" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recurring_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recurring_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_client_fk" FOREIGN KEY ("org_id","client_id") REFERENCES "public"."clients"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_client_fk" FOREIGN KEY ("org_id","client_id") REFERENCES "public"."clients"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_org_number_key" ON "quotes" USING btree ("org_id","number");--> statement-breakpoint
CREATE INDEX "quotes_org_created_idx" ON "quotes" USING btree ("org_id","created_at","number");--> statement-breakpoint
CREATE INDEX "quotes_org_status_idx" ON "quotes" USING btree ("org_id","status","valid_until");--> statement-breakpoint
CREATE INDEX "quotes_org_client_idx" ON "quotes" USING btree ("org_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_share_token_hash_key" ON "quotes" USING btree ("share_token_hash") WHERE "quotes"."share_token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_converted_invoice_key" ON "quotes" USING btree ("converted_invoice_id") WHERE "quotes"."converted_invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "recurring_invoices_org_created_idx" ON "recurring_invoices" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_invoices_due_idx" ON "recurring_invoices" USING btree ("next_date") WHERE "recurring_invoices"."status" = 'active';--> statement-breakpoint
ALTER TABLE "invoice_deliveries" ADD CONSTRAINT "invoice_deliveries_quote_fk" FOREIGN KEY ("org_id","quote_id") REFERENCES "public"."quotes"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recurring_invoice_id_recurring_invoices_id_fk" FOREIGN KEY ("recurring_invoice_id") REFERENCES "public"."recurring_invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_deliveries_org_quote_idx" ON "invoice_deliveries" USING btree ("org_id","quote_id","created_at") WHERE "invoice_deliveries"."quote_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_recurring_occurrence_key" ON "invoices" USING btree ("recurring_invoice_id","recurring_date") WHERE "invoices"."recurring_invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_org_recurring_idx" ON "invoices" USING btree ("org_id","recurring_invoice_id","recurring_date") WHERE "invoices"."recurring_invoice_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_quote_key" ON "invoices" USING btree ("quote_id") WHERE "invoices"."quote_id" is not null;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_action_check" CHECK ("activity_entries"."action" in ('created', 'updated', 'deleted', 'status_changed', 'marked_sent', 'payment_recorded', 'note_added', 'note_updated', 'note_deleted', 'org_created', 'org_renamed', 'member_joined', 'member_invited', 'invite_revoked', 'invite_resent', 'invite_declined', 'member_removed', 'role_changed', 'plan_changed', 'email_queued', 'email_delivered', 'email_failed', 'invoice_viewed', 'reminder_queued', 'reminder_sent', 'invoice_generated', 'series_paused', 'series_resumed', 'quote_accepted', 'quote_declined', 'quote_converted'));--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_entity_type_check" CHECK ("activity_entries"."entity_type" in ('client', 'project', 'invoice', 'quote', 'recurring_invoice', 'other'));--> statement-breakpoint
ALTER TABLE "invoice_deliveries" ADD CONSTRAINT "invoice_deliveries_document_check" CHECK (("invoice_deliveries"."invoice_id" is null) <> ("invoice_deliveries"."quote_id" is null));--> statement-breakpoint
ALTER TABLE "invoice_deliveries" ADD CONSTRAINT "invoice_deliveries_kind_check" CHECK ("invoice_deliveries"."kind" in ('invoice', 'reminder', 'quote'));