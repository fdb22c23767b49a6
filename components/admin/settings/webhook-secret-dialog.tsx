"use client";

import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** The new endpoint's signing secret, shown this once (it is never listed again). */
export function WebhookSecretDialog({ secret, url, onClose }: { secret: string | null; url: string; onClose: () => void }) {
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Endpoint added</DialogTitle>
          <DialogDescription>
            Copy the signing secret for {url} now — it will not be shown again. Use it to verify the ServiceLoop-Signature header of each delivery.
          </DialogDescription>
        </DialogHeader>
        <code data-testid="new-webhook-secret" className="block overflow-x-auto rounded bg-muted p-2 font-mono text-sm break-all">
          {secret}
        </code>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => secret && navigator.clipboard?.writeText(secret).then(() => toast.success("Copied"))}>
            Copy
          </Button>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
