CREATE TABLE "recording_click_days" (
	"project_id" uuid NOT NULL,
	"address" text NOT NULL,
	"day" date NOT NULL,
	"device" text NOT NULL,
	"selector" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recording_click_days_project_id_address_day_device_selector_pk" PRIMARY KEY("project_id","address","day","device","selector")
);
--> statement-breakpoint
CREATE TABLE "recording_page_days" (
	"project_id" uuid NOT NULL,
	"address" text NOT NULL,
	"day" date NOT NULL,
	"device" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"last_session_id" uuid,
	"last_at" timestamp with time zone,
	"last_received_at" timestamp with time zone,
	CONSTRAINT "recording_page_days_project_id_address_day_device_pk" PRIMARY KEY("project_id","address","day","device")
);
--> statement-breakpoint
ALTER TABLE "recording_click_days" ADD CONSTRAINT "recording_click_days_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_page_days" ADD CONSTRAINT "recording_page_days_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_page_days" ADD CONSTRAINT "recording_page_days_last_session_id_recording_sessions_id_fk" FOREIGN KEY ("last_session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recording_click_days_day_idx" ON "recording_click_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "recording_page_days_day_idx" ON "recording_page_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "recording_page_days_last_session_idx" ON "recording_page_days" USING btree ("last_session_id") WHERE "recording_page_days"."last_session_id" is not null;--> statement-breakpoint
CREATE INDEX "recording_sessions_project_visitor_idx" ON "recording_sessions" USING btree ("project_id","user_uuid");--> statement-breakpoint
CREATE INDEX "recording_sessions_user_id_trgm_idx" ON "recording_sessions" USING gin ("user_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recording_sessions_verified_user_id_trgm_idx" ON "recording_sessions" USING gin ("verified_user_id" gin_trgm_ops) WHERE "recording_sessions"."verified_user_id" is not null;--> statement-breakpoint
-- The rollups of what the index already holds (lib/recordings/page-rollups.ts, refillPageRollups): each click on the
-- page its session was on at that moment, in one pass over the events in their session's order.
INSERT INTO "recording_click_days" ("project_id", "address", "day", "device", "selector", "label", "clicks", "sessions")
SELECT project_id, address, day, device, selector, max(label), count(*), count(DISTINCT session_id)
FROM (
  SELECT s.project_id, s.device, r.session_id, r.kind, r.name AS selector, r.label, (r.at AT TIME ZONE 'UTC')::date AS day,
    max(CASE WHEN r.kind = 'page' THEN r.name END) OVER (PARTITION BY r.session_id, r.run) AS address
  FROM (
    SELECT e.session_id, e.kind, e.name, e.label, e.at,
      count(*) FILTER (WHERE e.kind = 'page') OVER (
        PARTITION BY e.session_id ORDER BY e.at, (e.kind <> 'page') ROWS UNBOUNDED PRECEDING) AS run
    FROM "recording_events" e WHERE e.kind IN ('page', 'click')
  ) r JOIN "recording_sessions" s ON s.id = r.session_id
) placed
WHERE kind = 'click' AND address IS NOT NULL
GROUP BY project_id, address, day, device, selector;--> statement-breakpoint
INSERT INTO "recording_page_days" ("project_id", "address", "day", "device", "visits", "last_session_id", "last_at", "last_received_at")
SELECT s.project_id, p.name, (p.at AT TIME ZONE 'UTC')::date, s.device, count(*),
  (array_agg(p.session_id ORDER BY b.received_at DESC NULLS LAST, p.at DESC))[1],
  (array_agg(p.at ORDER BY b.received_at DESC NULLS LAST, p.at DESC))[1], max(b.received_at)
FROM "recording_events" p JOIN "recording_sessions" s ON s.id = p.session_id
LEFT JOIN LATERAL (
  SELECT min(b.received_at) AS received_at FROM "recording_batches" b
  WHERE b.session_id = p.session_id AND b.page_no = p.page_no
) b ON true
WHERE p.kind = 'page'
GROUP BY s.project_id, p.name, (p.at AT TIME ZONE 'UTC')::date, s.device;
