CREATE TABLE "uxt_signals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uxt_signals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"task_id" integer,
	"status" text NOT NULL,
	"duration_ms" integer,
	"at" bigint NOT NULL,
	"answer" text,
	"media" text,
	"preview" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uxt_signals_once" UNIQUE NULLS NOT DISTINCT("session_id","test_id","task_id","status"),
	CONSTRAINT "uxt_signals_duration_positive" CHECK ("uxt_signals"."duration_ms" is null or "uxt_signals"."duration_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uxt_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"allow_typing" boolean DEFAULT false NOT NULL,
	CONSTRAINT "uxt_tasks_test_position_unique" UNIQUE("test_id","position")
);
--> statement-breakpoint
CREATE TABLE "uxt_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"guidelines_markdown" text DEFAULT '' NOT NULL,
	"guidelines_html" text DEFAULT '' NOT NULL,
	"conclusion" text DEFAULT '' NOT NULL,
	"starting_path" text DEFAULT '/' NOT NULL,
	"require_mic" boolean DEFAULT false NOT NULL,
	"require_camera" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uxt_upload_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"segment" integer NOT NULL,
	"started_at" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uxt_video_segments" (
	"session_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"segment" integer NOT NULL,
	"started_at" bigint NOT NULL,
	"blob_key" text NOT NULL,
	"bytes" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uxt_video_segments_pk" PRIMARY KEY("session_id","test_id","segment")
);
--> statement-breakpoint
ALTER TABLE "uxt_signals" ADD CONSTRAINT "uxt_signals_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uxt_signals" ADD CONSTRAINT "uxt_signals_test_id_uxt_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."uxt_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uxt_signals" ADD CONSTRAINT "uxt_signals_task_id_uxt_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."uxt_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uxt_tasks" ADD CONSTRAINT "uxt_tasks_test_id_uxt_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."uxt_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uxt_tests" ADD CONSTRAINT "uxt_tests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uxt_upload_tickets" ADD CONSTRAINT "uxt_upload_tickets_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uxt_upload_tickets" ADD CONSTRAINT "uxt_upload_tickets_test_id_uxt_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."uxt_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uxt_video_segments" ADD CONSTRAINT "uxt_video_segments_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uxt_video_segments" ADD CONSTRAINT "uxt_video_segments_test_id_uxt_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."uxt_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uxt_signals_test_idx" ON "uxt_signals" USING btree ("test_id","task_id","status");--> statement-breakpoint
CREATE INDEX "uxt_tests_project_created_idx" ON "uxt_tests" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "uxt_upload_tickets_expires_idx" ON "uxt_upload_tickets" USING btree ("expires_at");