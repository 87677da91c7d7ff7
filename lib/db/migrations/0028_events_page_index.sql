-- The page a click was on, looked up by the digester for every click it indexes, through an index of the page events
-- alone (decision 0127): through recording_events_session_idx the lookup walked back over every event since the page
-- began. Built without CONCURRENTLY, as every migration runs in its transaction: on a large index, run it at a quiet hour.
CREATE INDEX "recording_events_page_idx" ON "recording_events" USING btree ("session_id","at") WHERE "recording_events"."kind" = 'page';