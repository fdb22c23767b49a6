"use client";

import { MailWarning } from "@/components/icons";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { markConversationUnreadAction } from "@/lib/admin/actions/inbox/mark-conversation-unread";

/** Puts the conversation back among the unread ones and returns to the inbox. */
export function MarkUnreadButton({ conversationId }: { conversationId: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await markConversationUnreadAction({ conversationId }).catch(() => null);
          if (!result?.ok) {
            toast.error(result && !result.ok ? result.message : "Failed to update conversation");
            return;
          }
          router.push("/admin/messaging");
        })
      }
    >
      <MailWarning aria-hidden="true" /> Mark unread
    </Button>
  );
}
