DROP INDEX "order_items_order_idx";--> statement-breakpoint
DROP INDEX "orders_user_list_idx";--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position","name");--> statement-breakpoint
CREATE INDEX "orders_user_list_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST,"archived_at","shipment_state","type","country_code","company_id","id","track_no","name","company_name") WHERE "orders"."deleted_at" is null;