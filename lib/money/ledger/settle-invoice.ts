import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { invoices } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { formatCents } from "@/lib/format/money";

export type SettledInvoice = { id: string; customerId: string; status: string; amountCents: number; amountPaidCents: number };

/**
 * Takes `cents` off an issued invoice's open balance — a payment or a credit — in ONE
 * conditional UPDATE that only matches while the amount still fits the balance, so concurrent
 * callers queue on the row lock and the one that would overpay matches nothing (null). The
 * invoice becomes paid, dated in the business's zone, when the balance reaches zero.
 */
export async function settleInvoice(tx: Tx, scope: BusinessScope, invoiceId: string, cents: number): Promise<SettledInvoice | null> {
  const [invoice] = await tx
    .update(invoices)
    .set({
      amountPaidCents: sql`${invoices.amountPaidCents} + ${cents}`,
      status: sql`case when ${invoices.amountPaidCents} + ${cents} = ${invoices.amountCents} then 'paid' else ${invoices.status} end`,
      paidDate: sql`case when ${invoices.amountPaidCents} + ${cents} = ${invoices.amountCents}
        then (now() at time zone (select b.timezone from businesses b where b.id = ${invoices.businessId}))::date
        else ${invoices.paidDate} end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(invoices.id, invoiceId),
        eq(invoices.businessId, scope.businessId),
        sql`${invoices.status} in ('pending', 'overdue')`,
        sql`${invoices.amountPaidCents} + ${cents} <= ${invoices.amountCents}`,
      ),
    )
    .returning({
      id: invoices.id,
      customerId: invoices.customerId,
      status: invoices.status,
      amountCents: invoices.amountCents,
      amountPaidCents: invoices.amountPaidCents,
    });
  return invoice ?? null;
}

/**
 * Only on settleInvoice's failure path: say why the amount did not fit. `doing` ends "Send
 * the invoice before …"; `what` is the amount's name in "The … exceeds the balance due".
 */
export async function refuseSettlement(tx: Tx, scope: BusinessScope, invoiceId: string, words: { doing: string; what: string }): Promise<never> {
  const [existing] = await tx
    .select({ status: invoices.status, amountCents: invoices.amountCents, amountPaidCents: invoices.amountPaidCents })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.businessId, scope.businessId)));
  if (!existing) throw new DomainError("not_found", "Invoice not found");
  if (existing.status === "draft") throw new DomainError("conflict", `Send the invoice before ${words.doing}`);
  if (existing.status === "paid") throw new DomainError("conflict", "This invoice is already paid");
  if (existing.status === "void") throw new DomainError("conflict", "This invoice is void");
  throw new DomainError("unprocessable", `The ${words.what} exceeds the balance due of ${formatCents(existing.amountCents - existing.amountPaidCents)}`, { field: "amountCents" });
}
