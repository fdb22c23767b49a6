"use client";

import { XIcon } from "@/components/icons";
import {
  useEffect,
  useId,
  useRef,
  type MouseEvent,
  type ReactNode,
} from "react";
import { cn } from "@/lib/utils";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's accessible name, shown as its heading. */
  title: ReactNode;
  /** Read by screen readers when the drawer opens; not shown. */
  description: string;
  side?: "left" | "right";
  className?: string;
  headerClassName?: string;
  children: ReactNode;
};

/**
 * A navigation drawer on the browser's modal `<dialog>`: the page behind is inert (focus stays
 * inside), Escape closes it, focus returns to the button that opened it, and a click on the
 * dimmed backdrop closes it. This replaced Radix's dialog in the portal, admin and superadmin
 * shells, which loaded it on every page for the phone menu alone
 * (docs/decisions/performance-first-load-js.md). The marketing site keeps the Radix sheet.
 */
export function SideDrawer({
  open,
  onOpenChange,
  title,
  description,
  side = "left",
  className,
  headerClassName,
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    // A click on ::backdrop is dispatched to the dialog itself, outside its box.
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onOpenChange(false);
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={() => onOpenChange(false)}
      onClick={closeOnBackdrop}
      className={cn(
        "ui-drawer",
        side === "left"
          ? "right-auto left-0 border-r"
          : "right-0 left-auto border-l",
        className,
      )}
    >
      {/* Rendered only while open, as the Radix sheet was: a closed drawer adds nothing to the page. */}
      {open ? (
        <>
          <div className={cn("ui-drawer-header", headerClassName)}>
            <h2 id={titleId} className="font-semibold text-foreground">
              {title}
            </h2>
            <p id={descriptionId} className="sr-only">
              {description}
            </p>
          </div>
          {children}
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="absolute top-4 right-4 cursor-pointer rounded-xs opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          >
            <XIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}
