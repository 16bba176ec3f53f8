ALTER TABLE "outbox_messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_idempotency_key_idx" ON "outbox_messages" USING btree ("idempotency_key");