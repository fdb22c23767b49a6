"use client";

import { Eye } from "@/components/icons";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { logoutCustomer } from "@/lib/portal/actions/logout-customer";

/**
 * Shown on every portal page of a staff preview ("View portal as this customer"): who is
 * being viewed, that nothing can be changed, and the way out (ends the preview session).
 */
export function PreviewBanner({ customerName }: { customerName: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const exit = () =>
    startTransition(async () => {
      await logoutCustomer().catch(() => undefined);
      router.replace("/login?preview=ended");
      router.refresh();
    });
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-2 border-b border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950">
      <span className="flex items-center gap-2 font-medium">
        <Eye className="size-4 shrink-0" aria-hidden="true" />
        Preview as {customerName} — read-only
      </span>
      <Button size="sm" variant="outline" className="border-amber-400 bg-white text-amber-950 hover:bg-amber-50" onClick={exit} disabled={pending}>
        {pending ? "Exiting..." : "Exit preview"}
      </Button>
    </div>
  );
}
