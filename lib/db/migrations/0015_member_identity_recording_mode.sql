CREATE TABLE "spent_member_tokens" (
	"token_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "recording_mode" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD COLUMN "verified_user_id" text;--> statement-breakpoint
CREATE INDEX "spent_member_tokens_expires_at_idx" ON "spent_member_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "recording_sessions_verified_user_id_idx" ON "recording_sessions" USING btree ("verified_user_id") WHERE "recording_sessions"."verified_user_id" is not null;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_recording_mode_valid" CHECK ("projects"."recording_mode" in ('all', 'sample', 'conditions'));--> statement-breakpoint
-- Each project keeps what it recorded before the mode was a setting: a project with start conditions recorded only
-- what they matched, one with a sample rate under 100 a sample, the others every consenting visit.
UPDATE "projects" SET "recording_mode" = CASE
	WHEN EXISTS (SELECT 1 FROM "start_conditions" c WHERE c."project_id" = "projects"."id") THEN 'conditions'
	WHEN "sample_rate" < 100 THEN 'sample'
	ELSE 'all'
END;
