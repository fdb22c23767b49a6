import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { jobSeries } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";
import type { JobInvoicingRuleInput } from "./visit-invoicing-schema";

/** Stores how a job's completed visits are invoiced; audited with the rule before and after. */
export async function setJobInvoicingRule(scope: BusinessScope, input: JobInvoicingRuleInput, actor: MoneyActor): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ rule: jobSeries.invoicingRule, day: jobSeries.invoicingDay })
      .from(jobSeries)
      .where(and(eq(jobSeries.businessId, scope.businessId), eq(jobSeries.id, input.jobId)))
      .for("update");
    if (!before) throw new DomainError("not_found", "Job not found");
    const day = input.rule === "monthly" ? input.invoicingDay : null;
    await tx
      .update(jobSeries)
      .set({ invoicingRule: input.rule, invoicingDay: day, updatedAt: sql`now()` })
      .where(and(eq(jobSeries.businessId, scope.businessId), eq(jobSeries.id, input.jobId)));
    await writeAuditEntry(tx, {
      businessId: scope.businessId,
      actor: auditActor(actor),
      action: "job.invoicing_rule_changed",
      target: { type: "job", id: input.jobId },
      meta: auditMeta(actor, { from: { rule: before.rule, day: before.day }, to: { rule: input.rule, day } }),
      ip: actor.ip,
    });
    return { id: input.jobId };
  });
}
