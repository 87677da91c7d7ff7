-- The events' unique key per message takes the name as a 64-bit hash (8 bytes) instead of md5's 33-byte text
-- (decision 0125). The new index is built before the old one goes, so the key is never missing while rows arrive.
CREATE UNIQUE INDEX "recording_events_message_key_idx" ON "recording_events" USING btree ("session_id","page_no","message_index","kind",hashtextextended("name", 0));--> statement-breakpoint
DROP INDEX "recording_events_message_idx";--> statement-breakpoint
ALTER INDEX "recording_events_message_key_idx" RENAME TO "recording_events_message_idx";
