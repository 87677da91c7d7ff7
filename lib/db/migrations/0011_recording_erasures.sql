CREATE TABLE "recording_erasures" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recording_erasures_erased_at_idx" ON "recording_erasures" USING btree ("erased_at");
