CREATE TABLE "invoice_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"stripe_account_id" text,
	"stripe_session_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "invoice_checkouts_status_check" CHECK ("invoice_checkouts"."status" in ('open', 'completed', 'expired')),
	CONSTRAINT "invoice_checkouts_provider_check" CHECK ("invoice_checkouts"."provider" in ('stripe', 'mock')),
	CONSTRAINT "invoice_checkouts_currency_check" CHECK ("invoice_checkouts"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD'))
);
--> statement-breakpoint
CREATE TABLE "org_payment_settings" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"stripe_account_id" text,
	"stripe_charges_enabled" boolean DEFAULT false NOT NULL,
	"stripe_connected_at" timestamp with time zone,
	"allow_partial_payments" boolean DEFAULT false NOT NULL,
	"reminder_rules" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"reminder_repeat_every_days" integer,
	"reminder_repeat_times" integer,
	"reminder_offsets" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"offset_days" integer,
	"delivery_id" uuid,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_rule_key" UNIQUE("org_id","invoice_id","offset_days")
);
--> statement-breakpoint
ALTER TABLE "activity_entries" DROP CONSTRAINT "activity_entries_action_check";--> statement-breakpoint
ALTER TABLE "invoice_deliveries" DROP CONSTRAINT "invoice_deliveries_status_check";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "send_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_deliveries" ADD COLUMN "kind" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "stripe_reference" text;--> statement-breakpoint
ALTER TABLE "invoice_checkouts" ADD CONSTRAINT "invoice_checkouts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_checkouts" ADD CONSTRAINT "invoice_checkouts_invoice_fk" FOREIGN KEY ("org_id","invoice_id") REFERENCES "public"."invoices"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_payment_settings" ADD CONSTRAINT "org_payment_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_delivery_id_invoice_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."invoice_deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_fk" FOREIGN KEY ("org_id","invoice_id") REFERENCES "public"."invoices"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_checkouts_org_invoice_idx" ON "invoice_checkouts" USING btree ("org_id","invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_checkouts_stripe_session_key" ON "invoice_checkouts" USING btree ("stripe_session_id") WHERE "invoice_checkouts"."stripe_session_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "org_payment_settings_stripe_account_key" ON "org_payment_settings" USING btree ("stripe_account_id") WHERE "org_payment_settings"."stripe_account_id" is not null;--> statement-breakpoint
CREATE INDEX "org_payment_settings_reminders_idx" ON "org_payment_settings" USING btree ("org_id") WHERE cardinality("org_payment_settings"."reminder_offsets") > 0;--> statement-breakpoint
CREATE INDEX "invoice_reminders_org_invoice_idx" ON "invoice_reminders" USING btree ("org_id","invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_key" ON "payments" USING btree ("checkout_id") WHERE "payments"."checkout_id" is not null;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_action_check" CHECK ("activity_entries"."action" in ('created', 'updated', 'deleted', 'status_changed', 'marked_sent', 'payment_recorded', 'note_added', 'note_updated', 'note_deleted', 'org_created', 'org_renamed', 'member_joined', 'member_invited', 'invite_revoked', 'invite_resent', 'invite_declined', 'member_removed', 'role_changed', 'plan_changed', 'email_queued', 'email_delivered', 'email_failed', 'invoice_viewed', 'reminder_queued', 'reminder_sent'));--> statement-breakpoint
ALTER TABLE "invoice_deliveries" ADD CONSTRAINT "invoice_deliveries_kind_check" CHECK ("invoice_deliveries"."kind" in ('invoice', 'reminder'));--> statement-breakpoint
ALTER TABLE "invoice_deliveries" ADD CONSTRAINT "invoice_deliveries_status_check" CHECK ("invoice_deliveries"."status" in ('queued', 'sending', 'delivered', 'failed', 'canceled'));