CREATE TABLE "sandbox_provider_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_ref" varchar(64) NOT NULL,
	"operation" varchar(16) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_mismatches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"kind" varchar(24) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_ref" varchar(64) NOT NULL,
	"service" varchar(16),
	"order_id" uuid,
	"payment_id" uuid,
	"currency" varchar(3) NOT NULL,
	"ledger_amount" numeric(14, 2),
	"provider_amount" numeric(14, 2),
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"checked" integer DEFAULT 0 NOT NULL,
	"mismatches" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_mismatches_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_provider_operations_ref_idx" ON "sandbox_provider_operations" USING btree ("provider_ref","created_at");--> statement-breakpoint
CREATE INDEX "reconciliation_mismatches_run_idx" ON "reconciliation_mismatches" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_day_idx" ON "reconciliation_runs" USING btree ("day");