"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { QuoteDecision } from "@/lib/quotes/quote-response-schema";

type Props = {
  decision: QuoteDecision;
  disabled?: boolean;
  pending: boolean;
  onConfirm: (comment: string) => Promise<boolean>;
  describedBy?: string;
};

const COPY = {
  approve: { trigger: "Approve Quote", title: "Approve this quote?", text: "We will be notified and will schedule the work with you.", confirm: "Approve" },
  decline: { trigger: "Decline Quote", title: "Decline this quote?", text: "We will be notified of your decision.", confirm: "Decline" },
} as const;

/**
 * Spec §2: Approve and Decline each open a confirmation dialog with an optional comment,
 * which a click outside does not dismiss (Escape and Cancel still do).
 */
export function QuoteResponseDialog({ decision, disabled, pending, onConfirm, describedBy }: Props) {
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState("");
  const copy = COPY[decision];
  const id = `quote-${decision}-comment`;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant={decision === "approve" ? "default" : "outline"} disabled={disabled} aria-describedby={describedBy}>
          {copy.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent onInteractOutside={(e) => e.preventDefault()} onPointerDownOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.text}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={id}>Comment (optional)</Label>
          <Textarea id={id} value={comment} onChange={(e) => setComment(e.target.value)} maxLength={1000} rows={3} />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant={decision === "approve" ? "default" : "destructive"}
            disabled={pending}
            onClick={async () => {
              if (await onConfirm(comment)) setOpen(false);
            }}
          >
            {pending ? "Saving..." : copy.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
