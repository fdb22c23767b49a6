"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";

type Props = {
  trigger: string;
  triggerVariant?: "default" | "outline";
  title: string;
  description: ReactNode;
  submit: string;
  submitVariant?: "default" | "destructive";
  busy: boolean;
  error: string | null;
  /** Runs the action; true closes the dialog (the caller has toasted and refreshed). */
  onSubmit: () => Promise<boolean>;
  children: ReactNode;
  /** Open on first render (a dialog fetched on its trigger's click). */
  initiallyOpen?: boolean;
};

/** The shell the invoice page's money dialogs share (payment, credit, void): trigger, form, refusal, submit. */
export function InvoiceFormDialog({ trigger, triggerVariant = "default", title, description, submit, submitVariant = "default", busy, error, onSubmit, children, initiallyOpen = false }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant}>{trigger}</Button>
      </DialogTrigger>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={async (event) => {
            event.preventDefault();
            if (await onSubmit()) setOpen(false);
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <FormError message={error} />
          <DialogFooter>
            <Button type="submit" variant={submitVariant} disabled={busy}>
              {submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
