CREATE TABLE "session_views" (
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_views_pk" PRIMARY KEY("user_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "session_views" ADD CONSTRAINT "session_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_views" ADD CONSTRAINT "session_views_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_views_session_idx" ON "session_views" USING btree ("session_id");