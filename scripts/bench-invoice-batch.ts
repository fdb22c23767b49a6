/**
 * `npm run bench`'s batch-invoicing figure (issue 12: "creating 1,000 invoices in one batch
 * run"): a business with 1,000 customers, each with one completed visit, invoiced by the same
 * batch as "Create invoices" and the invoicing rules (lib/money/invoices/visit-invoicing/), timed from
 * the call to its return. The data is written with set-based SQL straight into the bench's own
 * database; only for a Postgres server (DATABASE_URL).
 */
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "../db/schema/index";
import { createVisitInvoices } from "../lib/money/invoices/visit-invoicing/create-visit-invoices";

export const BATCH_INVOICES = 1_000;

export async function benchInvoiceBatch(databaseUrl: string): Promise<{ invoices: number; visits: number; seconds: number; perSecond: number }> {
  const client = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  const dbx = drizzle(client, { schema });
  try {
    const businessId = await client.begin(async (tx) => {
      const [owner] = await tx`insert into users (email, user_type, first_name, last_name) values ('bench-batch-owner@example.test', 'business_owner', 'Batch', 'Owner') returning id`;
      const [business] = await tx`
        insert into businesses (company_name, portal_subdomain, owner_user_id, timezone, tax_rate)
        values ('Bench Batch Co', 'bench-batch', ${owner.id}, 'America/Chicago', 8.25) returning id`;
      const id = business.id as string;
      const [service] = await tx`insert into services (business_id, name, price_cents) values (${id}, 'Bench Mowing', 4500) returning id`;
      await tx`
        insert into customers (business_id, first_name, last_name, email)
        select ${id}, 'Batch', 'Customer ' || n, 'batch-' || n || '@example.test' from generate_series(1, ${BATCH_INVOICES}) n`;
      await tx`
        insert into jobs (business_id, customer_id, service_id, scheduled_date, duration_minutes, status, completed_at)
        select ${id}, c.id, ${service.id}, now() - interval '2 days', 45, 'completed', now() - interval '2 days' + interval '45 minutes'
        from customers c where c.business_id = ${id}`;
      return id;
    });
    const started = performance.now();
    const batch = await createVisitInvoices(dbx, { businessId }, {}, { type: "worker", task: "bench" });
    const seconds = (performance.now() - started) / 1000;
    if (batch.created.length !== BATCH_INVOICES) throw new Error(`the batch created ${batch.created.length} invoices, not ${BATCH_INVOICES}`);
    return { invoices: batch.created.length, visits: batch.visitCount, seconds, perSecond: batch.created.length / seconds };
  } finally {
    await client.end({ timeout: 1 });
  }
}
