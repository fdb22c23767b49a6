"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import { acceptRescheduleRequestAction, declineRescheduleRequestAction } from "@/lib/admin/actions/service-requests/answer-reschedule-request";
import type { ActionResult } from "@/lib/foundation/action-result";

/** Accept a reschedule request, or decline it with a message to the customer. */
export function RescheduleRequestAnswer({ requestId, customerName, wanted }: { requestId: string; customerName: string; wanted: string }) {
  const router = useRouter();
  const [declining, setDeclining] = useState(false);
  const [message, setMessage] = useState("");
  const { busy, error, setError, call } = useActionCall();

  const run = async <T,>(action: () => Promise<ActionResult<T>>, success: string) => {
    if (!(await call(action, "Failed to answer the request"))) return;
    toast.success(success);
    router.refresh();
  };

  return (
    <>
      {declining ? (
        <form
          aria-label={`Decline ${customerName}'s request`}
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const text = message.trim();
            if (!text) {
              setError("Please write a message for the customer");
              return;
            }
            void run(() => declineRescheduleRequestAction({ requestId, message: text }), "Request declined");
          }}
        >
          <FormField label="Message to the customer">
            <Textarea value={message} maxLength={1000} rows={2} onChange={(e) => setMessage(e.target.value)} required />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" variant="destructive" disabled={busy}>
              {busy ? "Declining..." : "Send and decline"}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setDeclining(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" disabled={busy} onClick={() => run(() => acceptRescheduleRequestAction({ requestId }), `Visit moved to ${wanted}`)}>
            {busy ? "Moving..." : "Accept"}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setDeclining(true)}>
            Decline
          </Button>
        </div>
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}
