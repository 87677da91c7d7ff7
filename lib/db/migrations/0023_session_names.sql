CREATE TABLE "recording_names" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recording_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "recording_names_kind_valid" CHECK ("recording_names"."kind" in ('page', 'click', 'custom'))
);
--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD COLUMN "name_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recording_names" ADD CONSTRAINT "recording_names_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recording_names_key_idx" ON "recording_names" USING btree ("project_id","kind",md5("name"));--> statement-breakpoint
CREATE INDEX "recording_names_name_trgm_idx" ON "recording_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recording_sessions_name_ids_idx" ON "recording_sessions" USING gin ("name_ids");--> statement-breakpoint
-- The names the index already holds (lib/recordings/session-names.ts, refillSessionNames): each once per project, then
-- each session's ids.
INSERT INTO "recording_names" ("project_id", "kind", "name")
SELECT DISTINCT s.project_id, e.kind, e.name
FROM "recording_events" e JOIN "recording_sessions" s ON s.id = e.session_id
WHERE e.kind IN ('page', 'click', 'custom')
ORDER BY 1, 2, 3;--> statement-breakpoint
UPDATE "recording_sessions" s SET "name_ids" = x.ids
FROM (
  SELECT e.session_id, array_agg(DISTINCT n.id ORDER BY n.id) AS ids
  FROM "recording_events" e
  JOIN "recording_sessions" o ON o.id = e.session_id
  JOIN "recording_names" n ON n.project_id = o.project_id AND n.kind = e.kind AND md5(n.name) = md5(e.name) AND n.name = e.name
  WHERE e.kind IN ('page', 'click', 'custom')
  GROUP BY e.session_id
) x
WHERE s.id = x.session_id;
