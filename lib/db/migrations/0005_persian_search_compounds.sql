-- Dropping a generated column drops its index too: both are recreated below (the indexes are unchanged in the schema).
ALTER TABLE "question_translations" drop column "search";--> statement-breakpoint
ALTER TABLE "question_translations" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, replace(replace("title", chr(8204) || chr(1608), ''), chr(8204), '')), 'A') || setweight(to_tsvector('simple'::regconfig, replace(replace("body", chr(8204) || chr(1608), ''), chr(8204), '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" drop column "search";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, replace(replace("title", chr(8204) || chr(1608), ''), chr(8204), '')), 'A') || setweight(to_tsvector('simple'::regconfig, replace(replace("body", chr(8204) || chr(1608), ''), chr(8204), '')), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "question_translations_search_idx" ON "question_translations" USING gin ("search");--> statement-breakpoint
CREATE INDEX "questions_search_idx" ON "questions" USING gin ("search");