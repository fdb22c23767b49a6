"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { logoutCustomer } from "@/lib/portal/actions/logout-customer";

/** Ends the staff preview session and leaves the portal (preview-banner.tsx). */
export function ExitPreviewButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const exit = () =>
    startTransition(async () => {
      await logoutCustomer().catch(() => undefined);
      router.replace("/login?preview=ended");
      router.refresh();
    });
  return (
    <Button size="sm" variant="outline" className="border-amber-400 bg-white text-amber-950 hover:bg-amber-50" onClick={exit} disabled={pending}>
      {pending ? "Exiting..." : "Exit preview"}
    </Button>
  );
}
