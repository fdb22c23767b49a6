ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_revision_check" CHECK ("invoices"."revision" >= 1);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" IN ('invoice_issued', 'payment', 'refund', 'credit', 'void', 'invoice_revised'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_revision_check" CHECK ("quotes"."revision" >= 1);