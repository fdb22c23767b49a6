"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { materialiseProjectedVisitAction } from "@/lib/admin/actions/schedule/materialise-projected-visit";

/** Which projected occurrence to store: its job (series) and local date. */
export type ProjectedRef = { jobId: string; date: string };

/**
 * Opening a projected visit (month grid, its narrow list, the day view's list): store that
 * occurrence (materialiseProjectedVisitAction), then go to the real visit's page. `opening`
 * is the key of the one being stored, so its button can be disabled meanwhile.
 */
export function useOpenProjectedVisit() {
  const router = useRouter();
  const [opening, setOpening] = useState<string | null>(null);
  const open = async (key: string, projected: ProjectedRef) => {
    setOpening(key);
    const result = await materialiseProjectedVisitAction(projected).catch(() => null);
    setOpening(null);
    if (!result?.ok) {
      toast.error(result?.message ?? "Could not open this visit");
      return;
    }
    router.push(`/admin/schedule/jobs/${result.data.jobId}/visits/${result.data.visitId}`);
  };
  return { opening, open };
}
