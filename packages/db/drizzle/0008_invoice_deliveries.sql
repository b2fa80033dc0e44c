CREATE TABLE "invoice_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"recipients" text[] NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"message_id" text,
	"last_error" text,
	"requested_by" uuid,
	"requested_by_name" text NOT NULL,
	"requested_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "invoice_deliveries_status_check" CHECK ("invoice_deliveries"."status" in ('queued', 'sending', 'delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "activity_entries" DROP CONSTRAINT "activity_entries_action_check";--> statement-breakpoint
ALTER TABLE "invoice_deliveries" ADD CONSTRAINT "invoice_deliveries_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_deliveries" ADD CONSTRAINT "invoice_deliveries_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_deliveries" ADD CONSTRAINT "invoice_deliveries_invoice_fk" FOREIGN KEY ("org_id","invoice_id") REFERENCES "public"."invoices"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_deliveries_org_invoice_idx" ON "invoice_deliveries" USING btree ("org_id","invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_deliveries_org_created_idx" ON "invoice_deliveries" USING btree ("org_id","created_at");--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_action_check" CHECK ("activity_entries"."action" in ('created', 'updated', 'deleted', 'status_changed', 'marked_sent', 'payment_recorded', 'note_added', 'note_updated', 'note_deleted', 'org_created', 'org_renamed', 'member_joined', 'member_invited', 'invite_revoked', 'invite_resent', 'invite_declined', 'member_removed', 'role_changed', 'plan_changed', 'email_queued', 'email_delivered', 'email_failed'));