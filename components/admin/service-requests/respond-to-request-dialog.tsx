"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { respondToServiceRequestAction } from "@/lib/admin/actions/service-requests/respond-to-service-request";

/** Accept or decline one pending request; the message goes to the customer's portal bell and inbox. */
export function RespondToRequestDialog({ requestId, customerName, decision }: { requestId: string; customerName: string; decision: "accept" | "decline" }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const verb = decision === "accept" ? "Accept" : "Decline";

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await respondToServiceRequestAction({ requestId, decision, message });
      if (!result.ok) {
        setError(result.message);
        toast.error(result.message);
        return;
      }
      toast.success(result.data.emailSent ? `${customerName} has been told` : `Request ${result.data.status}; ${customerName} sees it in the portal`);
      setOpen(false);
    } catch {
      toast.error("Failed to update the request");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={decision === "accept" ? "default" : "outline"} aria-label={`${verb} request from ${customerName}`}>
          {verb}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {verb} the request from {customerName}
          </DialogTitle>
          <DialogDescription>Your message reaches them in the portal and by email.</DialogDescription>
        </DialogHeader>
        <form id={`respond-${requestId}`} onSubmit={submit} noValidate>
          <FormField label="Message to the customer (optional)" error={error}>
            <Textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={4} maxLength={1000} />
          </FormField>
        </form>
        <DialogFooter>
          <Button type="submit" form={`respond-${requestId}`} disabled={busy}>
            {busy ? "Sending..." : verb}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
