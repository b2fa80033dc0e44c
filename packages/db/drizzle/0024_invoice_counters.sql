-- An organization's invoice counter moves to a row of its own (docs/decisions.md §24). Each
-- creation incremented it on the organization's row, writing a new version of the row that every
-- request reads (the caller's check joins it); the versions piled up faster than autovacuum
-- removed them, and the reads walked them. The counters are carried over, so numbering goes on
-- from the same number.
CREATE TABLE "invoice_counters" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"invoice_seq" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "invoice_counters" ("org_id", "invoice_seq")
  SELECT "id", "invoice_seq" FROM "organizations" WHERE "invoice_seq" > 0;--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "invoice_seq";
