ALTER TABLE "countries" ADD COLUMN "max_shipment_value_eur" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispatch_requested_at" timestamp with time zone;