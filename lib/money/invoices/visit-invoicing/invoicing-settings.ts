import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { InvoicingSettingsInput } from "./visit-invoicing-schema";

export type InvoicingSettings = { autoSendRuleInvoices: boolean };

/** Settings → Payments → Invoicing, as saved. */
export async function getInvoicingSettings(scope: BusinessScope): Promise<InvoicingSettings> {
  const [row] = await db.select({ autoSendRuleInvoices: businesses.autoSendRuleInvoices }).from(businesses).where(eq(businesses.id, scope.businessId));
  return { autoSendRuleInvoices: row?.autoSendRuleInvoices ?? false };
}

/**
 * Turns "Send invoices created by invoicing rules automatically" on or off. On, the worker's
 * invoicing rules issue what they create (run-invoicing-rules.ts): the customer is billed and
 * an autopay card charged with no one looking at the draft — so the change is audited
 * `{ from, to }`, like every change that moves money. Drafts that exist already stay drafts.
 */
export async function updateInvoicingSettings(scope: BusinessScope, input: InvoicingSettingsInput, actor: { userId: string; ip: string | null }): Promise<InvoicingSettings> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ autoSendRuleInvoices: businesses.autoSendRuleInvoices }).from(businesses).where(eq(businesses.id, scope.businessId)).for("update");
    await tx.update(businesses).set({ autoSendRuleInvoices: input.autoSendRuleInvoices, updatedAt: new Date() }).where(eq(businesses.id, scope.businessId));
    if (before && before.autoSendRuleInvoices !== input.autoSendRuleInvoices) {
      await writeAuditEntry(tx, {
        businessId: scope.businessId,
        actor: { type: "staff", id: actor.userId },
        action: "settings.invoicing_updated",
        target: { type: "business", id: scope.businessId },
        meta: { autoSendRuleInvoices: { from: before.autoSendRuleInvoices, to: input.autoSendRuleInvoices } },
        ip: actor.ip,
      });
    }
    return { autoSendRuleInvoices: input.autoSendRuleInvoices };
  });
}
