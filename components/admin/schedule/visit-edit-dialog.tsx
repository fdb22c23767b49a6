"use client";

import { lazy, Suspense, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { VisitView } from "@/lib/scheduling/visit-views";

const loadForm = () => import("./visit-edit-form");
const VisitEditForm = lazy(() => loadForm().then((module) => ({ default: module.VisitEditForm })));

/**
 * Reschedule or skip a visit, in a dialog opened from its chip or row. The form is its own
 * chunk, loaded when a dialog first opens (or as the pointer or focus reaches a trigger), so the
 * calendar does not carry it in its first load.
 */
export function VisitEditDialog({ visit, employees, trigger }: { visit: VisitView; employees: Array<{ id: string; name: string }>; trigger: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()}>
        {trigger}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reschedule visit</DialogTitle>
          <DialogDescription>
            {visit.title} for {visit.customerName}, now {visit.localDate} at {visit.localTime}.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner label="Loading..." className="mx-auto size-6" />}>
          <VisitEditForm visit={visit} employees={employees} onDone={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
