import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { seesEveryLocation, type BusinessScope } from "@/lib/foundation/scope";

/**
 * Which record an input field names, and how that record belongs to a location: by a column of
 * its own, or through its customer. `jobId` is a job (series) in the workspace, `visitId` a visit;
 * `requestId` is a service request or a reschedule request, whichever holds the id.
 */
type Located = "own" | "customer" | "payment";

const RECORDS_BY_FIELD: Record<string, Array<{ table: string; located: Located }>> = {
  customerId: [{ table: "customers", located: "own" }],
  propertyId: [{ table: "properties", located: "own" }],
  jobId: [{ table: "job_series", located: "own" }],
  visitId: [{ table: "jobs", located: "own" }],
  quoteId: [{ table: "quotes", located: "customer" }],
  invoiceId: [{ table: "invoices", located: "customer" }],
  contractId: [{ table: "contracts", located: "customer" }],
  // A payment has no customer of its own: it is its invoice's, or (a deposit) its quote's.
  paymentId: [{ table: "payments", located: "payment" }],
  conversationId: [{ table: "conversations", located: "customer" }],
  feedbackId: [{ table: "feedback", located: "customer" }],
  requestId: [
    { table: "service_requests", located: "customer" },
    { table: "visit_reschedule_requests", located: "customer" },
  ],
};

/** The input fields the wrappers check (tests walk them all). */
export const LOCATED_FIELDS = Object.keys(RECORDS_BY_FIELD);

/** `customerIds` names what `customerId` does, one per element; API v1's `customer_id` the same. */
function fieldOf(rawKey: string): string | null {
  const key = rawKey.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  if (key in RECORDS_BY_FIELD) return key;
  const singular = key.endsWith("Ids") ? key.slice(0, -1) : null;
  return singular && singular in RECORDS_BY_FIELD ? singular : null;
}

/** API v1's collections whose `{id}` names a located record, and the field that id stands for. */
const FIELD_OF_COLLECTION: Record<string, string> = {
  customers: "customerId",
  jobs: "jobId",
  visits: "visitId",
  quotes: "quoteId",
  invoices: "invoiceId",
  contracts: "contractId",
  payments: "paymentId",
  conversations: "conversationId",
  "service-requests": "requestId",
};

/** `/api/v1/quotes/{id}/invoice` with params `{ id }` → `{ quoteId: id }` (named params pass as they are). */
export function recordsInPath(pathname: string, params: Record<string, string | string[] | undefined>): Record<string, unknown> {
  const { id, ...named } = params;
  const collection = pathname.split("/")[3] ?? "";
  const field = FIELD_OF_COLLECTION[collection];
  return field && typeof id === "string" ? { ...named, [field]: id } : named;
}

/** Every (field, id) an action's validated input names, at its top level. */
export function namedRecords(input: unknown): Array<{ field: string; id: string }> {
  if (!input || typeof input !== "object") return [];
  const named: Array<{ field: string; id: string }> = [];
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const field = fieldOf(key);
    if (!field) continue;
    const ids = Array.isArray(value) ? value : [value];
    for (const id of ids) if (typeof id === "string" && isUuid(id)) named.push({ field, id });
  }
  return named;
}

function inScopeSql(table: string, located: Located, id: string, scope: BusinessScope): SQL {
  const ids = sql.join(
    (scope.locationIds as readonly string[]).map((locationId) => sql`${locationId}::uuid`),
    sql`, `,
  );
  const row = sql.raw(`"${table}"`);
  if (located === "payment") {
    return sql`exists (select 1 from payments r
                   left join invoices i on i.business_id = r.business_id and i.id = r.invoice_id
                   left join quotes q on q.business_id = r.business_id and q.id = r.quote_id
                   join customers c on c.business_id = r.business_id and c.id = coalesce(i.customer_id, q.customer_id)
                   where r.business_id = ${scope.businessId}::uuid and r.id = ${id}::uuid and c.location_id in (${ids}))`;
  }
  return located === "own"
    ? sql`exists (select 1 from ${row} r where r.business_id = ${scope.businessId}::uuid and r.id = ${id}::uuid and r.location_id in (${ids}))`
    : sql`exists (select 1 from ${row} r join customers c on c.business_id = r.business_id and c.id = r.customer_id
                   where r.business_id = ${scope.businessId}::uuid and r.id = ${id}::uuid and c.location_id in (${ids}))`;
}

/**
 * A location-limited member or key may not act on another location's record (issue 38 item 3):
 * the wrappers call this with the validated input before the handler runs, so every action and
 * route — today's and tomorrow's — refuses it as not found, as the pages do. One statement;
 * nothing for a scope that sees every location.
 */
export async function refuseRecordsOutOfScope(scope: BusinessScope, input: unknown): Promise<void> {
  if (seesEveryLocation(scope)) return;
  const named = namedRecords(input);
  if (named.length === 0) return;
  if ((scope.locationIds as readonly string[]).length === 0) throw new DomainError("not_found", "Not found");
  const checks = named.map(({ field, id }) =>
    sql`(${sql.join(
      RECORDS_BY_FIELD[field].map(({ table, located }) => inScopeSql(table, located, id, scope)),
      sql` or `,
    )})`,
  );
  const [row] = (await db.execute<{ ok: boolean }>(sql`select (${sql.join(checks, sql` and `)}) as ok`)) as unknown as Array<{ ok: boolean }>;
  if (!row?.ok) throw new DomainError("not_found", "Not found");
}
