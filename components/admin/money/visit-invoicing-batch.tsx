"use client";

import { FileCheck2, Send } from "@/components/icons";
import { useState } from "react";
import { EmptyState } from "@/components/admin/empty-state";
import { SendDraftsForm, type DraftRow } from "./send-drafts-form";
import { UninvoicedVisitsForm, type UninvoicedGroup } from "./uninvoiced-visits-form";

/**
 * The batch screen's two steps: create drafts from the uninvoiced visits, then send the
 * drafts — the invoices just created start selected.
 */
export function VisitInvoicingBatch({ groups, drafts }: { groups: UninvoicedGroup[]; drafts: DraftRow[] }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <div className="grid gap-8">
      <section aria-labelledby="uninvoiced-heading" className="grid gap-3">
        <h2 id="uninvoiced-heading" className="text-lg font-semibold">
          Uninvoiced visits
        </h2>
        {groups.length === 0 ? (
          <EmptyState icon={FileCheck2} title="Every completed visit is invoiced" body="Completed visits that are on no invoice yet appear here, grouped by customer." />
        ) : (
          <UninvoicedVisitsForm groups={groups} onCreated={(ids) => setSelected(new Set(ids))} />
        )}
      </section>
      <section aria-labelledby="drafts-heading" className="grid gap-3">
        <h2 id="drafts-heading" className="text-lg font-semibold">
          Drafts to send
        </h2>
        {drafts.length === 0 ? (
          <EmptyState icon={Send} title="No draft invoices" body="Drafts created here or by hand wait in this list until they are sent." />
        ) : (
          <SendDraftsForm drafts={drafts} selected={selected} onSelectedChange={setSelected} />
        )}
      </section>
    </div>
  );
}
