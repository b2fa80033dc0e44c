ALTER TABLE "clients" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "org_profiles" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "org_profiles" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_locale_check" CHECK ("clients"."locale" in ('en', 'fr', 'de', 'es', 'it'));--> statement-breakpoint
ALTER TABLE "org_profiles" ADD CONSTRAINT "org_profiles_locale_check" CHECK ("org_profiles"."locale" in ('en', 'fr', 'de', 'es', 'it'));