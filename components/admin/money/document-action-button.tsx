"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button, type ButtonProps } from "@/components/ui/button";
import type { ActionResult } from "@/lib/foundation/action-result";

/**
 * One button that runs a server action on a document (send, duplicate…), then shows a toast
 * and refreshes — or opens the page the action answers with (`to`).
 */
export function DocumentActionButton({
  label,
  done,
  run,
  to,
  variant,
}: {
  label: string;
  done: string;
  run: () => Promise<ActionResult<{ id: string }>>;
  /** Where to go after success, from the result's id; stays on the page when absent. */
  to?: (id: string) => string;
  variant?: ButtonProps["variant"];
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant={variant}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const result = await run().catch(() => null);
        setBusy(false);
        if (!result?.ok) {
          toast.error(result?.message ?? "Something went wrong");
          return;
        }
        toast.success(done);
        if (to) router.push(to(result.data.id));
        router.refresh();
      }}
    >
      {label}
    </Button>
  );
}
