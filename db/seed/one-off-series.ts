import { sql } from "drizzle-orm";
import type { SeedTx } from "./context";

/**
 * Every seeded visit that no job owns becomes the single visit of a one-off job with the same
 * id — the same backfill migration 0005 runs — so the admin's job list shows all demo work.
 */
export async function attachOneOffSeries(tx: SeedTx) {
  await tx.execute(sql`
    INSERT INTO job_series (id, business_id, customer_id, service_id, title, start_date, start_time, duration_minutes, time_zone, generated_until, created_at, updated_at)
    SELECT j.id, j.business_id, j.customer_id, j.service_id, coalesce(s.name, 'Visit'),
           (j.scheduled_date AT TIME ZONE b.timezone)::date, to_char(j.scheduled_date AT TIME ZONE b.timezone, 'HH24:MI'),
           greatest(coalesce(j.duration_minutes, 60), 1), b.timezone, (j.scheduled_date AT TIME ZONE b.timezone)::date, j.created_at, j.updated_at
      FROM jobs j JOIN businesses b ON b.id = j.business_id
      LEFT JOIN services s ON s.id = j.service_id AND s.business_id = j.business_id
     WHERE j.series_id IS NULL`);
  await tx.execute(sql`
    INSERT INTO job_series_assignees (business_id, series_id, member_id, position)
    SELECT business_id, id, assignee_member_id, 0 FROM jobs WHERE series_id IS NULL AND assignee_member_id IS NOT NULL`);
  await tx.execute(sql`
    UPDATE jobs j SET series_id = j.id, occurrence_date = (j.scheduled_date AT TIME ZONE b.timezone)::date
      FROM businesses b WHERE b.id = j.business_id AND j.series_id IS NULL`);
}
