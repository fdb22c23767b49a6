"use client";

import * as React from "react";
import { buttonVariants } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

/*
 * A confirmation (WAI-ARIA alertdialog) on our own Dialog and the browser's <dialog>, with the
 * parts of the Radix alert dialog it replaced (whose focus scope, scroll lock and layers cost
 * ~12 kB gzip on every page with a confirmation; docs/decisions/performance-first-load-js.md).
 * It has no close button and a click outside does not close it: the choice is Cancel or the
 * action (Escape cancels). Cancel comes first, so it takes the focus when the dialog opens.
 */

const AlertDialog = Dialog;
const AlertDialogTrigger = DialogTrigger;
const AlertDialogHeader = DialogHeader;
const AlertDialogFooter = DialogFooter;
const AlertDialogTitle = DialogTitle;
const AlertDialogDescription = DialogDescription;

type ContentProps = Omit<React.ComponentProps<typeof DialogContent>, "showCloseButton" | "onInteractOutside" | "onPointerDownOutside">;

function AlertDialogContent(props: ContentProps) {
  return <DialogContent role="alertdialog" showCloseButton={false} onInteractOutside={(event) => event.preventDefault()} {...props} />;
}

/** The confirming button: runs its onClick, then closes the dialog. */
function AlertDialogAction({ className, ...props }: React.ComponentProps<typeof DialogClose>) {
  return <DialogClose className={cn(buttonVariants(), className)} {...props} />;
}

function AlertDialogCancel({ className, ...props }: React.ComponentProps<typeof DialogClose>) {
  return <DialogClose className={cn(buttonVariants({ variant: "outline" }), className)} {...props} />;
}

export {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
};
