ALTER TABLE "recording_names" ADD COLUMN "last_recorded_on" date DEFAULT ((now() at time zone 'UTC')::date) NOT NULL;--> statement-breakpoint
CREATE INDEX "recording_names_last_recorded_idx" ON "recording_names" USING btree ("last_recorded_on");--> statement-breakpoint
-- The names already there: the latest day an event of theirs was recorded (lib/recordings/session-names.ts).
UPDATE "recording_names" n SET "last_recorded_on" = x.day
FROM (
  SELECT s.project_id, e.kind, md5(e.name) AS hash, e.name, max((e.at AT TIME ZONE 'UTC')::date) AS day
  FROM "recording_events" e JOIN "recording_sessions" s ON s.id = e.session_id
  WHERE e.kind IN ('page', 'click', 'custom')
  GROUP BY s.project_id, e.kind, e.name
) x
WHERE n.project_id = x.project_id AND n.kind = x.kind AND md5(n.name) = x.hash AND n.name = x.name;
