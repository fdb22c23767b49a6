import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import type { CustomerScope } from "@/lib/foundation/scope";
import type { CustomerServiceRequestView } from "./customer-request-views";

type Row = {
  id: string;
  service_name: string | null;
  request_type: string;
  preferred_date: string | null;
  preferred_time_slot: string | null;
  status: string;
  response_message: string | null;
  created_at: string;
  first_visit_at: string | null;
  quoted: boolean;
};

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * The customer's latest requests (newest first, 20) with what became of them: the first visit
 * of the job it was scheduled as (skipped and cancelled visits aside), or a quote on its way.
 * One query; every table is read with this business and this customer.
 */
export async function listCustomerServiceRequests(scope: CustomerScope): Promise<CustomerServiceRequestView[]> {
  const rows = await db.execute<Row>(sql`
    select r.id, s.name as service_name, r.request_type, r.preferred_date::text as preferred_date, r.preferred_time_slot,
           r.status, r.response_message, to_char(r.created_at at time zone 'UTC', ${sql.raw(ISO)}) as created_at,
           (select to_char(min(j.scheduled_date) at time zone 'UTC', ${sql.raw(ISO)}) from jobs j
             where j.business_id = r.business_id and j.customer_id = r.customer_id and j.series_id = r.job_series_id
               and j.status not in ('cancelled', 'skipped')) as first_visit_at,
           r.quote_id is not null as quoted
    from service_requests r
    left join services s on s.business_id = r.business_id and s.id = r.service_id
    where r.business_id = ${scope.businessId}::uuid and r.customer_id = ${scope.customerId}::uuid
    order by r.created_at desc, r.id desc
    limit 20`);
  return rows.map((row) => ({
    id: row.id,
    serviceName: row.service_name,
    requestType: row.request_type,
    preferredDate: row.preferred_date,
    preferredTimeSlot: row.preferred_time_slot,
    status: row.status,
    responseMessage: row.response_message,
    createdAt: row.created_at,
    firstVisitAt: row.first_visit_at,
    quoted: row.quoted,
  }));
}
