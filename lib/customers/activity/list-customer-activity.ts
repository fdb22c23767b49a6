import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import type { CustomerScope } from "@/lib/foundation/scope";
import { formatCents } from "@/lib/format/money";
import { CUSTOMER_ACTIVITY_LIMIT, type CustomerActivity, type CustomerActivityItem, type CustomerActivityKind } from "./customer-activity-views";

type Row = {
  source: "audit" | "quote" | "invoice" | "payment" | "contract" | "job" | "skip" | "rating" | "reschedule" | "message";
  id: string;
  event: string;
  label: string | null;
  detail: string | null;
  actor: string | null;
  at: Date | string;
  /** The admin page about it, built in the statement. */
  href: string | null;
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
  "visit.rescheduled": { kind: "job", title: "Visit rescheduled" },
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
const PAYMENT_METHOD_WORDS: Record<string, string> = {
  card: "Card", stripe: "Card", cash: "Cash", check: "Check", bank_transfer: "Bank transfer", manual: "Recorded by staff",
};
const word = (status: string) => STATUS_WORDS[status] ?? status.replaceAll("_", " ");

function toItem(row: Row): CustomerActivityItem {
  const at = new Date(row.at).toISOString();
  const base = { id: `${row.source}:${row.id}:${row.event}`, at, href: row.href };
  switch (row.source) {
    case "audit": {
      const known = AUDIT_TITLES[row.event] ?? { kind: "account" as const, title: row.event.replace(/^customer\./, "").replaceAll("_", " ") };
      // Who did it, after what it said when it says something (a visit moved "from → to").
      const detail = row.actor ? [row.detail, `by ${row.actor}`].filter(Boolean).join(" — ") : row.detail;
      return { ...base, kind: known.kind, title: known.title, detail };
    }
    case "quote":
      return { ...base, kind: "quote", title: `Quote ${row.label} ${word(row.event)}`, detail: row.detail };
    case "invoice":
      return { ...base, kind: "invoice", title: `Invoice ${row.label} ${word(row.event)}`, detail: row.detail };
    case "payment":
      return {
        ...base,
        kind: "payment",
        title: `Payment received: ${formatCents(Number(row.detail))}`,
        detail: `${PAYMENT_METHOD_WORDS[row.event] ?? word(row.event)} · Invoice ${row.label}`,
      };
    case "contract":
      return { ...base, kind: "contract", title: `Contract ${row.label} ${word(row.event)}`, detail: row.detail };
    case "job":
      return { ...base, kind: "job", title: `Visit ${word(row.event)}`, detail: row.label };
    case "skip":
      return { ...base, kind: "job", title: "Visit skipped", detail: row.label };
    case "rating":
      return { ...base, kind: "rating", title: `Rated a visit ${row.event} out of 5`, detail: row.detail ?? row.label };
    case "reschedule":
      return { ...base, kind: "job", title: RESCHEDULE_TITLES[row.event] ?? "Reschedule request", detail: row.label };
    case "message":
      return { ...base, kind: "message", title: row.event === "customer" ? "Message from the customer" : "Message to the customer", detail: row.detail };
  }
}

/** The admin page of a visit (under its job), from a `jobs` row aliased `j`. */
const visitHref = sql`case when j.series_id is not null then '/admin/schedule/jobs/' || j.series_id || '/visits/' || j.id end`;

/**
 * The customer detail's activity timeline, newest first, in ONE statement: audit entries about
 * the customer (portal access, sign-ins, previews, archive, pausing a service, a visit moved by
 * staff) and the customer's quotes, invoices, payments, contracts, visits up to now, skips,
 * ratings, reschedule requests and messages. Each document shows at its latest change — a paid
 * invoice when its last payment came in —, each payment at its own time, a skip when it was made
 * (whatever the visit's date; a pause's skipped visits are the pause's entry), a rating when it
 * was given (issue 37). Every branch is scoped by business and customer. Capped at
 * CUSTOMER_ACTIVITY_LIMIT.
 */
export async function listCustomerActivity(scope: CustomerScope, limit = CUSTOMER_ACTIVITY_LIMIT): Promise<CustomerActivity> {
  const b = sql`${scope.businessId}::uuid`;
  const c = sql`${scope.customerId}::uuid`;
  const local = (at: SQL, format: string) => sql`to_char(${at} at time zone (select z.timezone from zone z), ${sql.raw(`'${format}'`)})`;
  const rows = await db.execute<Row>(sql`
    with zone as (select timezone from businesses where id = ${b})
    select * from (
      (select 'audit' as source, a.id::text as id, a.action as event, null::text as label,
              case when a.action = 'visit.rescheduled'
                   then ${local(sql`(a.meta->>'from')::timestamptz`, "Mon FMDD, YYYY FMHH12:MI AM")} || ' → '
                        || ${local(sql`(a.meta->>'to')::timestamptz`, "Mon FMDD, YYYY FMHH12:MI AM")}
                   else a.meta->>'summary' end as detail,
              nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as actor, a.created_at as at,
              null::text as href
         from audit_log a
         left join users u on a.actor_type in ('staff', 'superadmin') and u.id = a.actor_id
        where a.business_id = ${b} and a.target_id = ${c} and a.target_type = 'customer'
          and a.action <> 'customer.portal_preview_requested'
        order by a.created_at desc limit ${limit + 1})
      union all
      (select 'quote', q.id::text, q.status, coalesce(q.quote_number, q.title), q.title, null,
              coalesce(q.responded_at, q.sent_at, q.created_at), '/admin/quotes/' || q.id
         from quotes q where q.business_id = ${b} and q.customer_id = ${c}
        order by 7 desc limit ${limit + 1})
      union all
      (select 'invoice', i.id::text, i.status, coalesce(i.invoice_number, 'draft'), i.description, null,
              case when i.status = 'paid'
                   then coalesce((select max(coalesce(p.paid_at, p.created_at)) from payments p
                                   where p.business_id = i.business_id and p.invoice_id = i.id and p.status in ('succeeded', 'refunded')),
                                 i.updated_at)
                   else coalesce(i.voided_at, i.sent_at, i.created_at) end,
              '/admin/invoices/' || i.id
         from invoices i where i.business_id = ${b} and i.customer_id = ${c}
        order by 7 desc limit ${limit + 1})
      union all
      (select 'payment', p.id::text, p.method, coalesce(i.invoice_number, 'draft'), p.amount_cents::text, null,
              coalesce(p.paid_at, p.created_at), '/admin/invoices/' || i.id
         from payments p join invoices i on i.business_id = p.business_id and i.id = p.invoice_id
        where p.business_id = ${b} and i.customer_id = ${c} and p.status in ('succeeded', 'refunded')
        order by 7 desc limit ${limit + 1})
      union all
      (select 'contract', k.id::text, k.status, coalesce(k.contract_number, k.title), k.title, null,
              coalesce(k.signed_date, k.created_at), '/admin/contracts/' || k.id
         from contracts k where k.business_id = ${b} and k.customer_id = ${c}
        order by 7 desc limit ${limit + 1})
      union all
      (select 'job', j.id::text, j.status, s.name, null, null, coalesce(j.completed_at, j.scheduled_date), ${visitHref}
         from jobs j left join services s on s.business_id = j.business_id and s.id = j.service_id
        where j.business_id = ${b} and j.customer_id = ${c} and j.scheduled_date <= now() and j.status <> 'skipped'
        order by 7 desc limit ${limit + 1})
      union all
      (select 'skip', j.id::text, j.status,
              concat_ws(' — ', coalesce(s.name, 'Visit') || ' on ' || ${local(sql`j.scheduled_date`, "Mon FMDD, YYYY")}, j.skip_reason),
              null, null, j.updated_at, ${visitHref}
         from jobs j left join services s on s.business_id = j.business_id and s.id = j.service_id
        where j.business_id = ${b} and j.customer_id = ${c} and j.status = 'skipped' and j.skip_reason is distinct from 'paused'
        order by 7 desc limit ${limit + 1})
      union all
      (select 'rating', f.id::text, f.rating::text, coalesce(s.name, 'Visit'), f.comment, null, f.created_at, ${visitHref}
         from feedback f
         left join jobs j on j.business_id = f.business_id and j.id = f.job_id
         left join services s on s.business_id = j.business_id and s.id = j.service_id
        where f.business_id = ${b} and f.customer_id = ${c}
        order by 7 desc limit ${limit + 1})
      union all
      (select 'reschedule', r.id::text, r.status, 'to ' || to_char(r.preferred_date, 'Mon FMDD, YYYY') || ', ' || r.preferred_time_slot,
              null, null, coalesce(r.decided_at, r.created_at), ${visitHref}
         from visit_reschedule_requests r join jobs j on j.business_id = r.business_id and j.id = r.job_id
        where r.business_id = ${b} and r.customer_id = ${c}
        order by 7 desc limit ${limit + 1})
      union all
      (select 'message', m.id::text, m.sender_type, null, left(m.content, 120), null, m.created_at, '/admin/messaging/' || m.conversation_id
         from messages m join conversations cv on cv.business_id = m.business_id and cv.id = m.conversation_id
        where m.business_id = ${b} and cv.customer_id = ${c}
        order by m.created_at desc limit ${limit + 1})
    ) t
    -- A payment that settles an invoice shares its time with "Invoice … paid", which follows from it: listed above it.
    order by at desc, (source = 'payment'), id desc
    limit ${limit + 1}
  `);
  const list = [...rows] as Row[];
  return { items: list.slice(0, limit).map(toItem), hasMore: list.length > limit };
}
