"use client";

import { useEffect, useRef, useState, type ComponentProps } from "react";
import { flushSync } from "react-dom";
import { cn } from "@/lib/utils";

type Props = Omit<ComponentProps<"div">, "id" | "popover"> & {
  /** The panel's id; its button opens it with `popoverTarget={id}`. */
  id: string;
  onOpenChange?: (open: boolean) => void;
};

/**
 * A panel on the browser's own Popover API (the `popover` attribute): it opens from the button
 * that names it (`popoverTarget`), sits in the top layer, closes on an outside click, on Escape
 * or when one of its links is followed, and the browser gives focus back to the button. This
 * replaced Radix's popover, whose positioning engine (floating-ui) every portal and admin page
 * loaded for one bell (docs/decisions/performance-first-load-js.md).
 *
 * It opens below its button, right-aligned to it and kept 8 px inside the viewport, which is
 * all the bell in a header needs; it is placed before it shows, so it never flashes elsewhere.
 */
export function PopoverPanel({
  id,
  onOpenChange,
  className,
  onClick,
  children,
  ...props
}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // Its content exists only while it is open (as with Radix): a closed panel's text is not in
  // the page for search, tests or the accessibility tree.
  const [open, setOpen] = useState(false);
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const place = () => placeBelowButton(panel);
    const beforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== "open") return;
      place();
      // Rendered before the browser shows the panel, so it never appears empty.
      flushSync(() => setOpen(true));
    };
    const toggle = (event: Event) => {
      const open = (event as ToggleEvent).newState === "open";
      if (open) window.addEventListener("resize", place);
      else {
        window.removeEventListener("resize", place);
        setOpen(false);
      }
      onOpenChangeRef.current?.(open);
    };
    panel.addEventListener("beforetoggle", beforeToggle);
    panel.addEventListener("toggle", toggle);
    return () => {
      panel.removeEventListener("beforetoggle", beforeToggle);
      panel.removeEventListener("toggle", toggle);
      window.removeEventListener("resize", place);
    };
  }, []);

  return (
    <div
      ref={ref}
      id={id}
      popover="auto"
      role="dialog"
      data-slot="popover-content"
      className={cn(
        "ui-popover",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        // A followed link leaves the page behind the panel (a layout keeps it mounted).
        if ((event.target as Element).closest("a")) ref.current?.hidePopover();
      }}
      {...props}
    >
      {open ? children : null}
    </div>
  );
}

function placeBelowButton(panel: HTMLElement) {
  const button = document.querySelector<HTMLElement>(
    `[popovertarget="${CSS.escape(panel.id)}"]`,
  );
  if (!button) return;
  const rect = button.getBoundingClientRect();
  const fromRight = document.documentElement.clientWidth - rect.right;
  panel.style.top = `${Math.round(rect.bottom + 4)}px`;
  panel.style.right = `${Math.max(8, Math.round(fromRight))}px`;
}
