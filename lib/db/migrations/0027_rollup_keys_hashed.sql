-- The click map's daily roll-ups are keyed by 64-bit hashes of their address and selector, not the texts (decision
-- 0126): a long address with a long selector outgrew a B-tree entry and failed the batch that brought them. The new
-- keys are built before the old ones go, so a key is never missing while the digester writes.
CREATE UNIQUE INDEX "recording_click_days_key_idx" ON "recording_click_days" USING btree ("project_id",hashtextextended("address", 0),"day","device",hashtextextended("selector", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "recording_page_days_key_idx" ON "recording_page_days" USING btree ("project_id",hashtextextended("address", 0),"day","device");--> statement-breakpoint
ALTER TABLE "recording_click_days" DROP CONSTRAINT "recording_click_days_project_id_address_day_device_selector_pk";--> statement-breakpoint
ALTER TABLE "recording_page_days" DROP CONSTRAINT "recording_page_days_project_id_address_day_device_pk";
