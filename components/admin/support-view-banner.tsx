"use client";

import { LifeBuoy } from "@/components/icons";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { endSupportViewAction } from "@/lib/superadmin/actions/end-support-view";

/**
 * Shown above every admin page while a superadmin looks at the business through support view:
 * whose area this is, that nothing can be changed, and the way out (ends the session, audited).
 */
export function SupportViewBanner({ businessName }: { businessName: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const exit = () =>
    startTransition(async () => {
      const result = await endSupportViewAction().catch(() => null);
      if (!result?.ok) {
        toast.error(result?.message ?? "Failed to end support view");
        return;
      }
      router.replace(result.data.redirectTo);
      router.refresh();
    });
  return (
    <div
      role="status"
      data-testid="support-view-banner"
      className="flex flex-wrap items-center justify-between gap-2 border-b border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950"
    >
      <span className="flex items-center gap-2 font-medium">
        <LifeBuoy className="size-4 shrink-0" aria-hidden="true" />
        Support view of {businessName} — read-only
      </span>
      <Button size="sm" variant="outline" className="border-amber-400 bg-white text-amber-950 hover:bg-amber-50" onClick={exit} disabled={pending}>
        {pending ? "Exiting..." : "Exit support view"}
      </Button>
    </div>
  );
}
