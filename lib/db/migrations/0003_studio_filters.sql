DROP INDEX "recording_events_kind_name_idx";--> statement-breakpoint
CREATE INDEX "recording_events_kind_name_session_idx" ON "recording_events" USING btree ("kind","name","session_id");--> statement-breakpoint
CREATE INDEX "recording_sessions_project_errors_idx" ON "recording_sessions" USING btree ("project_id","started_at" DESC NULLS LAST) WHERE "recording_sessions"."error_count" > 0;--> statement-breakpoint
CREATE INDEX "recording_sessions_project_duration_idx" ON "recording_sessions" USING btree ("project_id",("last_activity_at" - "started_at"));