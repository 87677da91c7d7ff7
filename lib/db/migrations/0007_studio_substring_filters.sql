-- The studio's substring filters (visited URL contains, free text) on a trigram index. pg_trgm ships with PostgreSQL
-- (contrib) and is a trusted extension, so a database owner without superuser rights may create it; PGlite loads it
-- in lib/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "recording_events_name_trgm_idx" ON "recording_events" USING gin ("name" gin_trgm_ops);
