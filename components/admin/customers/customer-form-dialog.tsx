"use client";

import { lazy, Suspense, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { CustomerFormValues } from "./customer-form";

export type { CustomerFormValues } from "./customer-form";

const loadForm = () => import("./customer-form");
const CustomerForm = lazy(() => loadForm().then((module) => ({ default: module.CustomerForm })));

/**
 * New customer / Edit customer, in a dialog. The form is its own chunk, loaded when the dialog
 * first opens (or as the pointer or focus reaches the trigger), so the customers list does not
 * carry it in its first load.
 */
export function CustomerFormDialog({ customerId, initial, trigger }: { customerId?: string; initial?: CustomerFormValues; trigger: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const editing = Boolean(customerId);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()}>
        {trigger}
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit customer" : "New customer"}</DialogTitle>
          <DialogDescription>{editing ? "Changes apply at once, in the portal too." : "The customer gets no portal access until you invite them."}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner label="Loading..." className="mx-auto size-6" />}>
          {/* Mounted on each open, so the form starts from `initial` every time. */}
          <CustomerForm customerId={customerId} initial={initial} onSaved={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
