CREATE TABLE "ingest_checkpoints" (
	"log_id" text PRIMARY KEY NOT NULL,
	"segment" text NOT NULL,
	"offset" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingest_quarantine" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ingest_quarantine_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"page_no" integer NOT NULL,
	"batch_no" integer NOT NULL,
	"reason" text NOT NULL,
	"blob_key" text,
	"bytes" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "session_bytes_quota" bigint DEFAULT 50000000 NOT NULL;--> statement-breakpoint
CREATE INDEX "ingest_quarantine_session_idx" ON "ingest_quarantine" USING btree ("session_id");