CREATE TABLE "activity_digests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"org_ids" uuid[] NOT NULL,
	"entry_count" integer NOT NULL,
	"status" text NOT NULL,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "activity_digests_status_check" CHECK ("activity_digests"."status" in ('sending', 'sent', 'empty', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "activity_digests" ADD CONSTRAINT "activity_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_digests_user_period_key" ON "activity_digests" USING btree ("user_id","period_key");--> statement-breakpoint
CREATE INDEX "activity_digests_user_end_idx" ON "activity_digests" USING btree ("user_id","period_end");