ALTER TABLE "recording_sessions" ADD COLUMN "pages_started" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Sessions recorded before: their next page number follows the highest one stored (their trackers counted locally).
UPDATE "recording_sessions" s SET "pages_started" = b."next_page" FROM (SELECT "session_id", max("page_no") + 1 AS "next_page" FROM "recording_batches" GROUP BY "session_id") b WHERE b."session_id" = s."id";
