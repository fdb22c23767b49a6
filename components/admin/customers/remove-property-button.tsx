"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { removePropertyAction } from "@/lib/admin/actions/customers/properties";

export function RemovePropertyButton({ customerId, propertyId, label }: { customerId: string; propertyId: string; label: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={busy}
      aria-label={`Remove property ${label}`}
      onClick={async () => {
        setBusy(true);
        const result = await removePropertyAction({ customerId, propertyId }).catch(() => null);
        setBusy(false);
        if (!result?.ok) return void toast.error(result?.message ?? "Failed to update customer");
        toast.success("Property removed");
        router.refresh();
      }}
    >
      Remove
    </Button>
  );
}
