import type { Tx } from "@/db/client";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { BusinessScope } from "@/lib/foundation/scope";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";
import type { DocumentFigures } from "./document-figures";

/**
 * What a revision's audit entry keeps of a quote's or invoice's figures before and after
 * (docs/decisions/documents-one-computation.md: the audit log is the revision history): every
 * line and every total, in cents, so the log alone says what the customer was shown before.
 */
export function revisionSnapshot(revision: number, figures: DocumentFigures, extra: Record<string, unknown> = {}) {
  return {
    revision,
    ...extra,
    lines: figures.lines.map((line) => ({ description: line.description, quantity: line.quantity, rateCents: line.rateCents, amountCents: line.amountCents })),
    subtotalCents: figures.subtotalCents,
    discountCents: figures.discountCents,
    taxCents: figures.taxCents,
    totalCents: figures.totalCents,
  };
}

type Version = { revision: number; figures: DocumentFigures; heading: Record<string, unknown> };

/** The `quote.revised` / `invoice.revised` entry, `{ from, to }`, in the revision's transaction. */
export async function auditRevision(
  tx: Tx,
  scope: BusinessScope,
  actor: MoneyActor,
  document: { kind: "quote" | "invoice"; id: string; from: Version; to: Version; meta?: Record<string, unknown> },
): Promise<void> {
  await writeAuditEntry(tx, {
    businessId: scope.businessId,
    actor: auditActor(actor),
    action: `${document.kind}.revised`,
    target: { type: document.kind, id: document.id },
    meta: auditMeta(actor, {
      from: revisionSnapshot(document.from.revision, document.from.figures, document.from.heading),
      to: revisionSnapshot(document.to.revision, document.to.figures, document.to.heading),
      ...document.meta,
    }),
    ip: actor.ip,
  });
}
