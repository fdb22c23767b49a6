"use client";

import * as React from "react";
import { Slot } from "@/components/ui/slot";
import { cn } from "@/lib/utils";
import { DialogContext, useDialog } from "./dialog-context";
import type { DialogContentProps } from "./dialog-surface";

/*
 * A modal dialog on the browser's own <dialog>, with the parts and props of the Radix dialog it
 * replaced (that one weighed ~10 kB gzip on every page with a dialog; see
 * docs/decisions/performance-first-load-js.md). showModal() gives what a modal needs: the page
 * behind is inert and out of the accessibility tree, focus moves inside and returns to what had
 * it (the trigger) on close, Escape asks to close, and the dialog sits in the top layer. We add
 * the rest: a click on the dimmed backdrop asks to close unless the content prevents it, the
 * content is rendered only while open, and it is portalled to <body> so that no parent form or
 * table holds it. The page does not scroll behind it (html:has(dialog:modal) in globals.css).
 */

type DialogProps = { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void; children?: React.ReactNode };

/** Controlled (`open` + `onOpenChange`) or not (`defaultOpen`), as Radix's Root. */
function Dialog({ open: controlledOpen, defaultOpen = false, onOpenChange, children }: DialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(defaultOpen);
  const [hasDescription, setHasDescription] = React.useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const titleId = React.useId();
  const descriptionId = React.useId();
  const setOpen = React.useCallback(
    (next: boolean) => {
      if (controlledOpen === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [controlledOpen, onOpenChange],
  );
  const state = React.useMemo(
    () => ({ open, setOpen, titleId, descriptionId, hasDescription, setHasDescription }),
    [open, setOpen, titleId, descriptionId, hasDescription],
  );
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

type ButtonPartProps = React.ComponentProps<"button"> & { asChild?: boolean };

/** The surface's chunk starts loading as the pointer or focus reaches a trigger. */
function DialogTrigger({ asChild, onClick, onPointerEnter, onFocus, ...props }: ButtonPartProps) {
  const { open, setOpen } = useDialog("DialogTrigger");
  const Part = asChild ? Slot : "button";
  return (
    <Part
      {...(asChild ? {} : { type: "button" as const })}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-state={open ? "open" : "closed"}
      data-slot="dialog-trigger"
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      }}
      onPointerEnter={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        void loadSurface();
      }}
      onFocus={(event: React.FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        void loadSurface();
      }}
      {...props}
    />
  );
}

function DialogClose({ asChild, onClick, ...props }: ButtonPartProps) {
  const { setOpen } = useDialog("DialogClose");
  const Part = asChild ? Slot : "button";
  return (
    <Part
      {...(asChild ? {} : { type: "button" as const })}
      data-slot="dialog-close"
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(false);
      }}
      {...props}
    />
  );
}

/*
 * The modal box itself (components/ui/dialog-surface.tsx) is its own chunk, loaded as the
 * dialog first opens: a page's first load carries only the root, trigger and text parts, not
 * the <dialog> handling of every dialog it might open.
 */
const loadSurface = () => import("./dialog-surface");
const DialogSurface = React.lazy(() => loadSurface().then((module) => ({ default: module.DialogSurface })));

/**
 * Pass `onInteractOutside={(e) => e.preventDefault()}` (or `onPointerDownOutside`) to keep the
 * dialog open on a backdrop click; Escape and the close button still close it.
 */
function DialogContent(props: DialogContentProps) {
  const { open } = useDialog("DialogContent");
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <React.Suspense fallback={null}>
      <DialogSurface {...props} />
    </React.Suspense>
  );
}

function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("ui-dialog-header", className)} {...props} />;
}

function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-footer" className={cn("ui-dialog-footer", className)} {...props} />;
}

function DialogTitle({ className, ...props }: React.ComponentProps<"h2">) {
  const { titleId } = useDialog("DialogTitle");
  return <h2 id={titleId} data-slot="dialog-title" className={cn("ui-dialog-title", className)} {...props} />;
}

/** Names itself as the dialog's description (aria-describedby) while it is rendered. */
function DialogDescription({ className, ...props }: React.ComponentProps<"p">) {
  const { descriptionId, setHasDescription } = useDialog("DialogDescription");
  React.useEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return <p id={descriptionId} data-slot="dialog-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export type { OutsideEvent } from "./dialog-surface";
export { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger };
