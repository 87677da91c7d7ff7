CREATE TABLE "replay_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "replay_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"at" bigint NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD COLUMN "rage_click_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD COLUMN "dead_click_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD COLUMN "error_click_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "replay_notes" ADD CONSTRAINT "replay_notes_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "replay_notes_session_idx" ON "replay_notes" USING btree ("session_id","at");--> statement-breakpoint
CREATE INDEX "replay_notes_created_idx" ON "replay_notes" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_project_name_unique" ON "saved_searches" USING btree ("project_id","name");