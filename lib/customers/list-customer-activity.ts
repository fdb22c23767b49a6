import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import type { CustomerScope } from "@/lib/core/scope";
import { CUSTOMER_ACTIVITY_LIMIT, type CustomerActivity, type CustomerActivityItem, type CustomerActivityKind } from "./customer-activity-views";

type Row = {
  source: "audit" | "quote" | "invoice" | "contract" | "job" | "reschedule" | "message";
  id: string;
  event: string;
  label: string | null;
  detail: string | null;
  actor: string | null;
  at: Date | string;
};

const AUDIT_TITLES: Record<string, { kind: CustomerActivityKind; title: string }> = {
  "customer.portal_invited": { kind: "access", title: "Invited to the portal" },
  "customer.portal_reinvited": { kind: "access", title: "Portal invitation sent again" },
  "customer.portal_revoked": { kind: "access", title: "Portal access revoked" },
  "customer.portal_signed_in": { kind: "signin", title: "Signed in to the portal" },
  "customer.portal_joined": { kind: "signin", title: "Joined the portal" },
  "customer.portal_preview_opened": { kind: "preview", title: "Portal viewed in preview by staff" },
  "customer.archived": { kind: "account", title: "Customer archived" },
  "customer.restored": { kind: "account", title: "Customer restored" },
  "customer.imported": { kind: "account", title: "Imported from a CSV file" },
  "customer.property_notes_updated": { kind: "account", title: "Updated property access notes in the portal" },
  "customer.service_paused": { kind: "job", title: "Paused a recurring service in the portal" },
  "customer.service_resumed": { kind: "job", title: "Resumed a recurring service in the portal" },
};

const STATUS_WORDS: Record<string, string> = {
  draft: "drafted", sent: "sent", approved: "approved", declined: "declined", expired: "expired", signed: "signed",
  pending: "issued", paid: "paid", overdue: "overdue", void: "voided", voided: "voided", cancelled: "cancelled",
  scheduled: "scheduled", in_progress: "in progress", completed: "completed", skipped: "skipped",
};
const RESCHEDULE_TITLES: Record<string, string> = {
  pending: "Asked to reschedule a visit",
  accepted: "Reschedule request accepted",
  declined: "Reschedule request declined",
};
const word = (status: string) => STATUS_WORDS[status] ?? status.replaceAll("_", " ");

function toItem(row: Row): CustomerActivityItem {
  const at = new Date(row.at).toISOString();
  const base = { id: `${row.source}:${row.id}:${row.event}`, at };
  switch (row.source) {
    case "audit": {
      const known = AUDIT_TITLES[row.event] ?? { kind: "account" as const, title: row.event.replace(/^customer\./, "").replaceAll("_", " ") };
      return { ...base, kind: known.kind, title: known.title, detail: row.actor ? `by ${row.actor}` : row.detail, href: null };
    }
    case "quote":
      return { ...base, kind: "quote", title: `Quote ${row.label} ${word(row.event)}`, detail: row.detail, href: `/admin/quotes/${row.id}` };
    case "invoice":
      return { ...base, kind: "invoice", title: `Invoice ${row.label} ${word(row.event)}`, detail: row.detail, href: `/admin/invoices/${row.id}` };
    case "contract":
      return { ...base, kind: "contract", title: `Contract ${row.label} ${word(row.event)}`, detail: row.detail, href: `/admin/contracts/${row.id}` };
    case "job":
      return { ...base, kind: "job", title: `Visit ${word(row.event)}`, detail: row.label, href: `/admin/schedule/jobs/${row.id}` };
    case "reschedule":
      return { ...base, kind: "job", title: RESCHEDULE_TITLES[row.event] ?? "Reschedule request", detail: row.label, href: row.detail ? `/admin/schedule/jobs/${row.detail}` : null };
    case "message":
      return { ...base, kind: "message", title: row.event === "customer" ? "Message from the customer" : "Message to the customer", detail: row.detail, href: `/admin/messaging/${row.label}` };
  }
}

/**
 * The customer detail's activity timeline, newest first, in ONE statement: audit entries about
 * the customer (portal access, sign-ins, previews, archive, pausing a service) and the customer's
 * quotes, invoices, contracts, visits up to now, reschedule requests and messages — each document at its latest change.
 * Every branch is scoped by business and customer. Capped at CUSTOMER_ACTIVITY_LIMIT.
 */
export async function listCustomerActivity(scope: CustomerScope, limit = CUSTOMER_ACTIVITY_LIMIT): Promise<CustomerActivity> {
  const b = sql`${scope.businessId}::uuid`;
  const c = sql`${scope.customerId}::uuid`;
  const rows = await db.execute<Row>(sql`
    select * from (
      (select 'audit' as source, a.id::text as id, a.action as event, null::text as label, a.meta->>'summary' as detail,
              nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as actor, a.created_at as at
         from audit_log a
         left join users u on a.actor_type in ('staff', 'superadmin') and u.id = a.actor_id
        where a.business_id = ${b} and a.target_id = ${c} and a.target_type = 'customer'
          and a.action <> 'customer.portal_preview_requested'
        order by a.created_at desc limit ${limit + 1})
      union all
      (select 'quote', q.id::text, q.status, coalesce(q.quote_number, q.title), q.title, null,
              coalesce(q.responded_at, q.sent_at, q.created_at)
         from quotes q where q.business_id = ${b} and q.customer_id = ${c}
        order by 7 desc limit ${limit + 1})
      union all
      (select 'invoice', i.id::text, i.status, coalesce(i.invoice_number, 'draft'), i.description, null,
              coalesce(i.voided_at, i.sent_at, i.created_at)
         from invoices i where i.business_id = ${b} and i.customer_id = ${c}
        order by 7 desc limit ${limit + 1})
      union all
      (select 'contract', k.id::text, k.status, coalesce(k.contract_number, k.title), k.title, null,
              coalesce(k.signed_date, k.created_at)
         from contracts k where k.business_id = ${b} and k.customer_id = ${c}
        order by 7 desc limit ${limit + 1})
      union all
      (select 'job', j.id::text, j.status, s.name, null, null, coalesce(j.completed_at, j.scheduled_date)
         from jobs j left join services s on s.business_id = j.business_id and s.id = j.service_id
        where j.business_id = ${b} and j.customer_id = ${c} and j.scheduled_date <= now()
        order by 7 desc limit ${limit + 1})
      union all
      (select 'reschedule', r.id::text, r.status, 'to ' || to_char(r.preferred_date, 'Mon FMDD, YYYY') || ', ' || r.preferred_time_slot,
              j.series_id::text, null, coalesce(r.decided_at, r.created_at)
         from visit_reschedule_requests r join jobs j on j.business_id = r.business_id and j.id = r.job_id
        where r.business_id = ${b} and r.customer_id = ${c}
        order by 7 desc limit ${limit + 1})
      union all
      (select 'message', m.id::text, m.sender_type, m.conversation_id::text, left(m.content, 120), null, m.created_at
         from messages m join conversations cv on cv.business_id = m.business_id and cv.id = m.conversation_id
        where m.business_id = ${b} and cv.customer_id = ${c}
        order by m.created_at desc limit ${limit + 1})
    ) t
    order by at desc, id desc
    limit ${limit + 1}
  `);
  const list = [...rows] as Row[];
  return { items: list.slice(0, limit).map(toItem), hasMore: list.length > limit };
}
