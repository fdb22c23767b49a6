import { inject } from "vitest";

// Point db/client at the database the global setup provisioned, before any module opens it.
process.env.DATABASE_URL = inject("databaseUrl");
// Webhook deliveries stay in their table: tests deliver them by calling lib/webhooks/deliver-webhook.ts.
process.env.WEBHOOKS_QUEUE = "off";
