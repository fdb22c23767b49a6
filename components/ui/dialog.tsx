"use client";

import * as React from "react";
import { createPortal } from "react-dom";
import { XIcon } from "@/components/icons";
import { Slot } from "@/components/ui/slot";
import { cn } from "@/lib/utils";

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

type DialogState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  titleId: string;
  descriptionId: string;
  hasDescription: boolean;
  setHasDescription: (has: boolean) => void;
};

const DialogContext = React.createContext<DialogState | null>(null);

function useDialog(part: string): DialogState {
  const state = React.useContext(DialogContext);
  if (!state) throw new Error(`${part} must be inside <Dialog>`);
  return state;
}

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

function DialogTrigger({ asChild, onClick, ...props }: ButtonPartProps) {
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

/** What an outside-click handler receives: call preventDefault() to keep the dialog open. */
export type OutsideEvent = { preventDefault: () => void; defaultPrevented: boolean };

type DialogContentProps = Omit<React.ComponentProps<"dialog">, "open"> & {
  showCloseButton?: boolean;
  onInteractOutside?: (event: OutsideEvent) => void;
  onPointerDownOutside?: (event: OutsideEvent) => void;
  onEscapeKeyDown?: (event: OutsideEvent) => void;
};

function outsideEvent(): OutsideEvent {
  const event: OutsideEvent = {
    defaultPrevented: false,
    preventDefault: () => {
      event.defaultPrevented = true;
    },
  };
  return event;
}

// A click on ::backdrop is dispatched to the <dialog> itself, outside its box.
function onBackdrop(event: React.PointerEvent<HTMLDialogElement> | React.MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * Pass `onInteractOutside={(e) => e.preventDefault()}` (or `onPointerDownOutside`) to keep the
 * dialog open on a backdrop click; Escape and the close button still close it.
 */
function DialogContent({
  className,
  children,
  showCloseButton = true,
  onInteractOutside,
  onPointerDownOutside,
  onEscapeKeyDown,
  ...props
}: DialogContentProps) {
  const { open, setOpen, titleId, descriptionId, hasDescription } = useDialog("DialogContent");
  const ref = React.useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = React.useRef(false);
  const openRef = React.useRef(open);
  openRef.current = open;
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  // The <dialog> exists from its first opening until it has been closed (close() hands focus
  // back): a calendar with a dialog per visit does not keep hundreds of them in the page.
  const [rendered, setRendered] = React.useState(open);
  if (open && !rendered) setRendered(true);

  React.useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open) {
      if (dialog.open) dialog.close();
      setRendered(false);
    }
  }, [open, mounted, rendered]);

  function askToClose(handlers: Array<((event: OutsideEvent) => void) | undefined>) {
    const event = outsideEvent();
    for (const handler of handlers) handler?.(event);
    if (!event.defaultPrevented) setOpen(false);
  }

  if (!mounted || !rendered) return null;
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={hasDescription ? descriptionId : undefined}
      data-slot="dialog-content"
      data-state={open ? "open" : "closed"}
      // ui-dialog-content: max-h + overflow keeps long dialogs usable on short mobile screens.
      className={cn("ui-dialog-content", className)}
      onCancel={(event) => {
        // Escape: the parent decides (a dialog busy saving stays open), not the browser.
        event.preventDefault();
        askToClose([onEscapeKeyDown]);
      }}
      onClose={() => {
        // The browser may close a modal itself (a second Escape); keep the state in step.
        if (openRef.current) setOpen(false);
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        // Pressed and released on the backdrop: a drag that starts inside (selecting text) does not close.
        if (pressedOnBackdrop.current && onBackdrop(event)) askToClose([onPointerDownOutside, onInteractOutside]);
        pressedOnBackdrop.current = false;
      }}
      {...props}
    >
      {open ? (
        <>
          {children}
          {showCloseButton && (
            <button
              type="button"
              data-slot="dialog-close"
              onClick={() => setOpen(false)}
              className="absolute top-4 right-4 cursor-pointer rounded-xs opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4"
            >
              <XIcon aria-hidden="true" />
              <span className="sr-only">Close</span>
            </button>
          )}
        </>
      ) : null}
    </dialog>,
    document.body,
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

export { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger };
