import { db as appDb, type DbOrTx } from "@/db/client";
import type { CustomerScope } from "@/lib/foundation/scope";
import { formatCents } from "@/lib/format/money";
import { tellCustomer, type CustomerNotice } from "@/lib/notifications/tell-customer";
import { totalsRows, type DocumentFigures } from "./document-figures";

export type DocumentNotice = Omit<CustomerNotice, "amounts"> & {
  /** The document's figures: the email prints their totals block, the same rows as the portal and the PDF. */
  figures?: DocumentFigures | null;
};

/**
 * A sent quote, invoice or contract reaches the customer as any notice does (bell + email,
 * lib/notifications/tell-customer.ts), its email carrying the document's totals block.
 */
export async function tellCustomerAboutDocument(scope: CustomerScope, { figures, ...notice }: DocumentNotice, db: DbOrTx = appDb): Promise<void> {
  const amounts = figures ? totalsRows(figures).map((r) => ({ label: r.label, value: formatCents(r.amountCents), strong: r.strong })) : null;
  await tellCustomer(scope, { ...notice, amounts }, db);
}
