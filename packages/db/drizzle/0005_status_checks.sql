-- Each status-like column accepts only the values of its list (@folio/contracts; user_tokens.kind:
-- USER_TOKEN_KINDS in this package). Stripe subscription statuses outside the list are stored as
-- 'inactive', so a webhook never meets the check.
-- The first server versions wrote these two actions with dotted names; give them today's names.
UPDATE "activity_entries" SET "action" = 'member_joined' WHERE "action" = 'member.joined';--> statement-breakpoint
UPDATE "activity_entries" SET "action" = 'org_created' WHERE "action" = 'organization.created';--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_action_check" CHECK ("activity_entries"."action" in ('created', 'updated', 'deleted', 'status_changed', 'marked_sent', 'payment_recorded', 'note_added', 'note_updated', 'note_deleted', 'org_created', 'org_renamed', 'member_joined', 'member_invited', 'invite_revoked', 'invite_resent', 'invite_declined', 'member_removed', 'role_changed', 'plan_changed'));--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_entity_type_check" CHECK ("activity_entries"."entity_type" in ('client', 'project', 'invoice', 'other'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_status_check" CHECK ("clients"."status" in ('active', 'archived'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'sent', 'paid', 'overdue', 'archived'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD'));--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_entity_type_check" CHECK ("notes"."entity_type" in ('client', 'project', 'invoice'));--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_role_check" CHECK ("invites"."role" in ('viewer', 'member', 'manager', 'admin'));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_role_check" CHECK ("memberships"."role" in ('viewer', 'member', 'manager', 'admin'));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_plan_tier_check" CHECK ("organizations"."plan_tier" in ('free', 'pro', 'business'));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_subscription_status_check" CHECK ("organizations"."subscription_status" in ('active', 'trialing', 'past_due', 'canceled', 'inactive'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('active', 'completed', 'archived'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_currency_check" CHECK ("projects"."currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD'));--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_kind_check" CHECK ("user_tokens"."kind" in ('verify_email', 'reset_password', 'change_email', 'undo_email_change'));