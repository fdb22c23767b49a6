CREATE TABLE "security_check_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_by" uuid,
	"passed" integer NOT NULL,
	"failed" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"results" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "security_check_runs_created_idx" ON "security_check_runs" USING btree ("created_at");