"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import { CustomerForm, type CustomerFormValues, type LocationOption } from "./customer-form";

export type { CustomerFormValues } from "./customer-form";
export type CustomerFormDialogProps = { customerId?: string; initial?: CustomerFormValues; locations?: LocationOption[] };

/**
 * New customer / Edit customer, in a dialog (CustomerFormTrigger: this module and the form are
 * a chunk of their own, loaded as the pointer or focus reaches the trigger, so the customers
 * pages do not carry them in their first load).
 */
export function CustomerFormDialog({ customerId, initial, locations, open, onOpenChange }: CustomerFormDialogProps & DeferredDialogProps) {
  const editing = Boolean(customerId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit customer" : "New customer"}</DialogTitle>
          <DialogDescription>{editing ? "Changes apply at once, in the portal too." : "The customer gets no portal access until you invite them."}</DialogDescription>
        </DialogHeader>
        {/* Mounted on each open, so the form starts from `initial` every time. */}
        <CustomerForm customerId={customerId} initial={initial} locations={locations} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
