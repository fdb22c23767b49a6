import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/foundation/scope";
import { displayDocumentNumber } from "@/lib/format/document-number";

export type LinkableDocument = { kind: "quote" | "invoice"; id: string; label: string };

/**
 * For the inbox (staff): the quotes and invoices of one customer of the business that a reply
 * may link to (those the portal shows: not drafts), newest first.
 */
export async function listLinkableDocuments(scope: BusinessScope, customerId: string): Promise<LinkableDocument[]> {
  const rows = await db.execute<{ kind: "quote" | "invoice"; id: string; number: string | null; status: string }>(sql`
    (select 'quote' as kind, id, quote_number as number, status, created_at from quotes
      where business_id = ${scope.businessId}::uuid and customer_id = ${customerId}::uuid and status <> 'draft'
      order by created_at desc limit 20)
    union all
    (select 'invoice' as kind, id, invoice_number as number, status, created_at from invoices
      where business_id = ${scope.businessId}::uuid and customer_id = ${customerId}::uuid and status <> 'draft'
      order by created_at desc limit 20)`);
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    label: `${r.kind === "quote" ? "Quote" : "Invoice"} #${displayDocumentNumber(r.number, r.id)} (${r.status})`,
  }));
}
