"use client";

import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { sendCheckInAction } from "@/lib/admin/actions/inbox/send-check-in";

/** One click: a friendly check-in message into the customer's conversation. */
export function CheckInButton({ customerId, name, disabled }: { customerId: string; name: string; disabled?: boolean }) {
  const [pending, startTransition] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={pending || disabled}
      aria-label={`Send ${name} a check-in message`}
      title={disabled ? "Sending messages needs the send messages permission" : undefined}
      onClick={() =>
        startTransition(async () => {
          const result = await sendCheckInAction({ customerId }).catch(() => null);
          if (result?.ok) toast.success("Check-in sent", { description: `${name} can read it in their portal.` });
          else toast.error(result?.message ?? "Failed to send message");
        })
      }
    >
      {pending ? "Sending..." : "Check in"}
    </Button>
  );
}
