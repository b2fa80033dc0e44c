CREATE TABLE "org_profiles" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text,
	"address" text,
	"tax_id" text,
	"email" text,
	"phone" text,
	"website" text,
	"payment_instructions" text,
	"invoice_footer" text,
	"payment_terms_days" integer,
	"logo" "bytea",
	"logo_content_type" text,
	"logo_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_profiles_logo_content_type_check" CHECK ("org_profiles"."logo_content_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "org_profiles" ADD CONSTRAINT "org_profiles_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;