import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/foundation/scope";
import { andAtScopeLocations, andCustomerAtScopeLocations } from "@/lib/locations/location-scope-sql";
import type { DashboardFigures } from "./dashboard-views";

type Row = {
  timezone: string;
  visits_today: number;
  open_requests: number;
  quotes_awaiting: number;
  overdue_count: number;
  overdue_cents: string | number;
  unread_messages: number;
  active_customers: number;
  has_service: boolean;
  has_customer: boolean;
  branded: boolean;
  invited: boolean;
};

/**
 * Every figure of the dashboard in ONE statement (each a count over an index that starts
 * with business_id). "Today" and "overdue" are the business's own calendar day, in its
 * time zone. Overdue: marked overdue by the worker, or still pending past its due date
 * (the worker runs hourly; the owner should not wait for it). Unread: customer messages
 * no staff member has read yet.
 */
export async function getDashboardFigures(scope: BusinessScope): Promise<DashboardFigures> {
  // A location-limited scope (issue 38) counts only its locations' work; the onboarding
  // checklist stays the business's.
  const atLocation = (column: SQL) => andAtScopeLocations(column, scope);
  const ofCustomer = (column: SQL) => andCustomerAtScopeLocations(column, scope);
  const ofConversationCustomer = ofCustomer(sql`(select cv.customer_id from conversations cv where cv.business_id = m.business_id and cv.id = m.conversation_id)`);
  const [row] = await db.execute<Row>(sql`
    with b as (
      select id, timezone, theme_primary_color, theme_secondary_color, company_logo,
             (now() at time zone timezone)::date as today
      from businesses where id = ${scope.businessId}::uuid
    )
    select
      b.timezone,
      (select count(*)::int from jobs j where j.business_id = b.id${atLocation(sql`j.location_id`)} and j.status <> 'cancelled'
         and j.scheduled_date >= (b.today::timestamp at time zone b.timezone)
         and j.scheduled_date < ((b.today + 1)::timestamp at time zone b.timezone)) as visits_today,
      (select count(*)::int from service_requests r where r.business_id = b.id${ofCustomer(sql`r.customer_id`)} and r.status = 'pending') as open_requests,
      (select count(*)::int from quotes q where q.business_id = b.id${ofCustomer(sql`q.customer_id`)} and q.status = 'sent') as quotes_awaiting,
      (select count(*)::int from invoices i where i.business_id = b.id${ofCustomer(sql`i.customer_id`)}
         and (i.status = 'overdue' or (i.status = 'pending' and i.due_date < b.today))) as overdue_count,
      (select coalesce(sum(i.amount_cents), 0) from invoices i where i.business_id = b.id${ofCustomer(sql`i.customer_id`)}
         and (i.status = 'overdue' or (i.status = 'pending' and i.due_date < b.today))) as overdue_cents,
      (select count(*)::int from messages m where m.business_id = b.id${ofConversationCustomer} and m.sender_type = 'customer' and cardinality(m.read_by) = 0) as unread_messages,
      (select count(*)::int from customers c where c.business_id = b.id${atLocation(sql`c.location_id`)} and c.status = 'active') as active_customers,
      exists (select 1 from services s where s.business_id = b.id and s.archived_at is null) as has_service,
      exists (select 1 from customers c where c.business_id = b.id) as has_customer,
      (b.company_logo is not null or lower(b.theme_primary_color) <> '#1e40af' or lower(b.theme_secondary_color) <> '#f3f4f6') as branded,
      exists (select 1 from customers c where c.business_id = b.id
                and (c.invitation_sent_at is not null or c.portal_access_status in ('invited', 'active'))) as invited
    from b`);
  if (!row) throw new Error("dashboard: business not found");
  return {
    timezone: row.timezone,
    visitsToday: row.visits_today,
    openServiceRequests: row.open_requests,
    quotesAwaitingResponse: row.quotes_awaiting,
    overdueInvoices: row.overdue_count,
    overdueAmountCents: Number(row.overdue_cents),
    unreadMessages: row.unread_messages,
    activeCustomers: row.active_customers,
    onboarding: { addedService: row.has_service, addedCustomers: row.has_customer, brandedPortal: row.branded, invitedCustomer: row.invited },
  };
}
