CREATE TABLE "feature_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"flag_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"flag_type" text DEFAULT 'boolean' NOT NULL,
	"is_persist" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"payload" jsonb,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_key" text NOT NULL,
	"name" text NOT NULL,
	"sample_rate" integer DEFAULT 100 NOT NULL,
	"canvas_enabled" boolean DEFAULT true NOT NULL,
	"canvas_quality" text DEFAULT 'low' NOT NULL,
	"canvas_fps" integer DEFAULT 1 NOT NULL,
	"feature_flags_enabled" boolean DEFAULT true NOT NULL,
	"usability_tests_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_public_key_unique" UNIQUE("public_key"),
	CONSTRAINT "projects_sample_rate_range" CHECK ("projects"."sample_rate" between 0 and 100),
	CONSTRAINT "projects_canvas_fps_range" CHECK ("projects"."canvas_fps" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "recording_batches" (
	"session_id" uuid NOT NULL,
	"page_no" integer NOT NULL,
	"batch_no" integer NOT NULL,
	"blob_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"message_count" integer NOT NULL,
	"first_ts" bigint NOT NULL,
	"last_ts" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recording_batches_pk" PRIMARY KEY("session_id","page_no","batch_no")
);
--> statement-breakpoint
CREATE TABLE "recording_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recording_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"page_no" integer NOT NULL,
	"name" text NOT NULL,
	"label" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_images" (
	"session_id" uuid NOT NULL,
	"name" text NOT NULL,
	"node_id" integer NOT NULL,
	"ts" bigint NOT NULL,
	"blob_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recording_images_pk" PRIMARY KEY("session_id","name")
);
--> statement-breakpoint
CREATE TABLE "recording_session_flags" (
	"session_id" uuid NOT NULL,
	"flag_key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "recording_session_flags_pk" PRIMARY KEY("session_id","flag_key")
);
--> statement-breakpoint
CREATE TABLE "recording_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"user_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"batch_count" integer DEFAULT 0 NOT NULL,
	"bytes_stored" bigint DEFAULT 0 NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"browser_version" text DEFAULT '' NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"os_version" text DEFAULT '' NOT NULL,
	"device" text DEFAULT 'desktop' NOT NULL,
	"screen_width" integer DEFAULT 0 NOT NULL,
	"screen_height" integer DEFAULT 0 NOT NULL,
	"timezone" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"condition" text,
	"tracker_version" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "start_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"capture_rate" integer DEFAULT 100 NOT NULL,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "start_conditions_capture_rate_range" CHECK ("start_conditions"."capture_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"selector" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "feature_flags" ADD CONSTRAINT "feature_flags_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_batches" ADD CONSTRAINT "recording_batches_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_events" ADD CONSTRAINT "recording_events_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_images" ADD CONSTRAINT "recording_images_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_session_flags" ADD CONSTRAINT "recording_session_flags_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD CONSTRAINT "recording_sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "start_conditions" ADD CONSTRAINT "start_conditions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feature_flags_project_key_unique" ON "feature_flags" USING btree ("project_id","flag_key");--> statement-breakpoint
CREATE INDEX "recording_events_session_idx" ON "recording_events" USING btree ("session_id","at");--> statement-breakpoint
CREATE INDEX "recording_events_kind_name_idx" ON "recording_events" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "recording_session_flags_key_idx" ON "recording_session_flags" USING btree ("flag_key");--> statement-breakpoint
CREATE INDEX "recording_sessions_project_started_idx" ON "recording_sessions" USING btree ("project_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recording_sessions_user_id_idx" ON "recording_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recording_sessions_started_idx" ON "recording_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "start_conditions_project_name_unique" ON "start_conditions" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "tags_project_idx" ON "tags" USING btree ("project_id");