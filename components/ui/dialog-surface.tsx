"use client";

import * as React from "react";
import { createPortal } from "react-dom";
import { XIcon } from "@/components/icons";
import { cn } from "@/lib/utils";
import { useDialog } from "./dialog-context";

/** What an outside-click handler receives: call preventDefault() to keep the dialog open. */
export type OutsideEvent = { preventDefault: () => void; defaultPrevented: boolean };

export type DialogContentProps = Omit<React.ComponentProps<"dialog">, "open"> & {
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
export function DialogSurface({
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

