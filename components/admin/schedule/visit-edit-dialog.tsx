"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import type { VisitView } from "@/lib/scheduling/visits/visit-views";
import { VisitEditForm } from "./visit-edit-form";

export type VisitEditDialogProps = { visit: VisitView; employees: Array<{ id: string; name: string }> };

/**
 * Reschedule or skip a visit, in a dialog opened from its chip or row (VisitEditTrigger: this
 * module is a chunk of its own, loaded as the pointer or focus reaches a trigger).
 */
export function VisitEditDialog({ visit, employees, open, onOpenChange }: VisitEditDialogProps & DeferredDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reschedule visit</DialogTitle>
          <DialogDescription>
            {visit.title} for {visit.customerName}, now {visit.localDate} at {visit.localTime}.
          </DialogDescription>
        </DialogHeader>
        <VisitEditForm visit={visit} employees={employees} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
