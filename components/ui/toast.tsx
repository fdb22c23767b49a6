"use client";

import { XIcon } from "@/components/icons";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";

/**
 * Toasts: a short message after an action, top right. Spec §9: one visible at a time — a new
 * one replaces the last. Our own (~1 kB) instead of sonner (~13 kB gzip): the toaster is in the
 * root layout, so its weight was on every page's first load, and we use a sliver of it.
 *
 * `toast.success|error|info(message, { description })` from any client component; `<Toaster />`
 * once, in the root layout. Announced politely (role="status" in a live region), as sonner did:
 * a form's own inline error is the assertive alert, the toast must not repeat it over it.
 */
type ToastType = "success" | "error" | "info";
type ToastOptions = { description?: string };
export type ToastMessage = { id: number; type: ToastType; message: string; description?: string };

const DISMISS_AFTER_MS = 4000;
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function show(type: ToastType, message: string, options: ToastOptions = {}): number {
  current = { id: nextId++, type, message, description: options.description };
  for (const listener of listeners) listener();
  return current.id;
}

function dismiss(id: number): void {
  if (current?.id !== id) return;
  current = null;
  for (const listener of listeners) listener();
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  info: (message: string, options?: ToastOptions) => show("info", message, options),
  dismiss,
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/* Darker texts than the usual rich colours: 6.7:1 or more on their pale backgrounds (WCAG AA). */
const STYLE: Record<ToastType, string> = {
  success: "border-[#bbf7d0] bg-[#ecfdf3] text-[#166534]",
  error: "border-[#fecaca] bg-[#fef2f2] text-[#991b1b]",
  info: "border-[#bfdbfe] bg-[#eff6ff] text-[#1e40af]",
};

/**
 * The toaster is a manual popover, so it can be lifted into the top layer above a modal
 * <dialog> (components/ui/dialog.tsx), which otherwise covers every other element with its
 * backdrop: a dialog's own "Please draw your signature" would be shown behind it.
 */
function useAboveModalDialogs(shownId: number | undefined) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const toaster = ref.current;
    if (!toaster?.showPopover || shownId === undefined) return;
    // Showing again puts it last in the top layer, above a dialog opened since.
    if (toaster.matches(":popover-open")) toaster.hidePopover();
    toaster.showPopover();
  }, [shownId]);
  return ref;
}

export function Toaster() {
  const shown = useSyncExternalStore(subscribe, () => current, () => null);
  const ref = useAboveModalDialogs(shown?.id);
  return (
    <section
      ref={ref}
      popover="manual"
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-auto top-4 right-4 left-4 z-[100] m-0 flex justify-end overflow-visible border-0 bg-transparent p-0 sm:left-auto"
    >
      {shown ? <ToastCard key={shown.id} toast={shown} /> : null}
    </section>
  );
}

function ToastCard({ toast: shown }: { toast: ToastMessage }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(DISMISS_AFTER_MS);
  useEffect(() => {
    // Hovering or focusing the toast holds it, so it can be read and closed at one's own pace.
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(shown.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, shown.id]);
  return (
    <div
      role="status"
      data-toast={shown.type}
      data-toast-id={shown.id}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border p-4 text-sm shadow-lg ${STYLE[shown.type]}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{shown.message}</p>
        {shown.description ? <p className="mt-1 break-words">{shown.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label="Close toast"
        onClick={() => dismiss(shown.id)}
        className="-m-1 rounded p-1 hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
      >
        <XIcon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
