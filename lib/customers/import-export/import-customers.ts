import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUniqueViolation } from "@/lib/foundation/pg-errors";
import { customerValues } from "../create-customer";
import { CUSTOMER_CSV_COLUMNS, headerColumn, MAX_IMPORT_ROWS, parseCsv, type CustomerCsvColumn } from "./customer-csv";
import { createCustomerSchema, type CustomerData } from "../customer-schema";
import type { ImportReport, ImportRow } from "./import-schema";
import { recordCustomerAudit, type CustomerAuditActor } from "../record-customer-audit";
import { customerWebhookData } from "../customer-webhook-data";
import { addFirstProperties } from "../properties/first-property";
import { enqueueWebhookEvents } from "@/lib/webhooks/enqueue-webhook-event";
import { sendDeliveryJobs } from "@/lib/webhooks/webhook-job-sender";

type CustomerRow = typeof customers.$inferSelect;

const FIELD: Record<CustomerCsvColumn, keyof CustomerData> = {
  first_name: "firstName",
  last_name: "lastName",
  email: "email",
  phone: "phone",
  address: "address",
  city: "city",
  state: "state",
  zip: "zip",
  service_plan: "servicePlan",
  status: "status",
  tags: "tags",
  notes: "notes",
};

export const IMPORT_MESSAGES = {
  noHeader: `The first line must name the columns, e.g. ${CUSTOMER_CSV_COLUMNS.slice(0, 4).join(",")}`,
  noFirstName: "The file needs a first_name column",
  empty: "The file has no customers below its header line",
  tooMany: `Import at most ${MAX_IMPORT_ROWS} customers at a time`,
  hasErrors: "Nothing was imported: fix the rows with errors and try again",
} as const;

/**
 * CSV import of customers: every row validated with the same §5 rules as the form, e-mails
 * de-duplicated within the file (a repeat is an error) and against the business's customers
 * (an existing one is skipped, not changed). Preview (`commit: false`) only reports; import
 * inserts every new row in one transaction, and only if no row has an error — never half.
 */
export async function importCustomers(actor: CustomerAuditActor, csv: string, options: { commit: boolean }): Promise<ImportReport> {
  const [header, ...lines] = parseCsv(csv);
  if (!header) throw new DomainError("invalid", IMPORT_MESSAGES.empty);
  const columns = header.map(headerColumn);
  if (columns.every((c) => c === null)) throw new DomainError("invalid", IMPORT_MESSAGES.noHeader);
  if (!columns.includes("first_name")) throw new DomainError("invalid", IMPORT_MESSAGES.noFirstName);
  if (lines.length === 0) throw new DomainError("invalid", IMPORT_MESSAGES.empty);
  if (lines.length > MAX_IMPORT_ROWS) throw new DomainError("invalid", IMPORT_MESSAGES.tooMany);

  const parsed = lines.map((cells, index) => {
    const raw: Record<string, string> = {};
    columns.forEach((column, i) => {
      if (column) raw[FIELD[column]] = (cells[i] ?? "").trim();
    });
    if (raw.status) raw.status = raw.status.toLowerCase();
    if (!raw.status) delete raw.status;
    const result = createCustomerSchema.safeParse(raw);
    const issue = result.error?.issues[0];
    return {
      line: index + 2,
      raw,
      data: result.success ? result.data : null,
      error: issue ? `${String(issue.path[0] ?? "row")}: ${issue.message}` : null,
    };
  });

  const emails = [...new Set(parsed.flatMap((row) => (row.data?.email ? [row.data.email.toLowerCase()] : [])))];
  const existing = new Set<string>();
  for (let i = 0; i < emails.length; i += 500) {
    const found = await db
      .select({ email: sql<string>`lower(${customers.email})` })
      .from(customers)
      .where(and(eq(customers.businessId, actor.businessId), inArray(sql`lower(${customers.email})`, emails.slice(i, i + 500))));
    for (const row of found) existing.add(row.email);
  }

  const firstLineOf = new Map<string, number>();
  const rows: ImportRow[] = parsed.map((row) => {
    const name = `${row.raw.firstName ?? ""} ${row.raw.lastName ?? ""}`.trim();
    const email = row.data?.email ?? (row.raw.email || null);
    if (!row.data) return { line: row.line, name, email, outcome: "error", message: row.error };
    const key = row.data.email?.toLowerCase();
    if (key && firstLineOf.has(key)) return { line: row.line, name, email, outcome: "error", message: `email: The same email address is on line ${firstLineOf.get(key)}` };
    if (key) firstLineOf.set(key, row.line);
    if (key && existing.has(key)) return { line: row.line, name, email, outcome: "duplicate", message: "Already a customer: skipped" };
    return { line: row.line, name, email, outcome: "new", message: null };
  });

  const report: ImportReport = {
    rows,
    newCount: rows.filter((r) => r.outcome === "new").length,
    duplicateCount: rows.filter((r) => r.outcome === "duplicate").length,
    errorCount: rows.filter((r) => r.outcome === "error").length,
    imported: false,
  };
  if (!options.commit) return report;
  if (report.errorCount > 0) throw new DomainError("unprocessable", IMPORT_MESSAGES.hasErrors);

  const toInsert = parsed.filter((_, i) => rows[i].outcome === "new").map((row) => customerValues(actor, row.data!, actor.locationIds?.[0] ?? undefined));
  let deliveryIds: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const created: CustomerRow[] = [];
      for (let i = 0; i < toInsert.length; i += 500) created.push(...(await tx.insert(customers).values(toInsert.slice(i, i + 500)).returning()));
      // Each imported address becomes that customer's first property, as in the form.
      await addFirstProperties(tx, created);      await recordCustomerAudit(tx, actor, "customer.imported", null, { created: toInsert.length, skipped: report.duplicateCount });
      // customer.created for each, recorded with the customers themselves: an import that
      // rolls back announces nothing, one that commits cannot lose its events.
      const events = await enqueueWebhookEvents(tx, actor.businessId, "customer.created", created.map((c) => ({ customer: customerWebhookData(c) })));
      deliveryIds = events.flatMap((e) => e.deliveryIds);
    });
  } catch (error) {
    // Someone added one of these emails since the preview: the whole import is refused.
    if (isUniqueViolation(error)) throw new DomainError("conflict", "A customer with one of these email addresses was added meanwhile; nothing was imported. Preview again.");
    throw error;
  }
  await sendDeliveryJobs(deliveryIds.map((deliveryId) => ({ businessId: actor.businessId, deliveryId })));
  return { ...report, imported: true };
}
