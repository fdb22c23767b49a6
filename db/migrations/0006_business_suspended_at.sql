ALTER TABLE "businesses" ADD COLUMN "suspended_at" timestamp with time zone;
