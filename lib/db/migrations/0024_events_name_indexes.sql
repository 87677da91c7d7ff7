DROP INDEX "recording_events_kind_name_session_idx";--> statement-breakpoint
DROP INDEX "recording_events_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "recording_events_tag_custom_idx" ON "recording_events" USING btree ("kind","name","session_id") WHERE "recording_events"."kind" in ('tag', 'custom');