CREATE TABLE "spent_login_proofs" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spent_login_proofs_expires_at_idx" ON "spent_login_proofs" USING btree ("expires_at");