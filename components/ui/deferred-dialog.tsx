"use client";

import { lazy, Suspense, useState, type ComponentType, type ReactElement } from "react";
import { Slot } from "./slot";

/** What a deferred dialog receives from its trigger: it is controlled. */
export type DeferredDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A dialog whose code (the dialog and the form in it) is its own chunk: the page's first load
 * carries only this trigger. The chunk is fetched as the pointer or focus reaches the trigger,
 * and the dialog is rendered from the first click on, so a click before the chunk has arrived
 * still opens it (once it has). After that it stays mounted and is opened and closed through
 * `open`, so closing hands focus back to the trigger as any dialog does.
 */
export function deferredDialog<P extends object>(load: () => Promise<ComponentType<P & DeferredDialogProps>>) {
  const DialogPart = lazy(() => load().then((component) => ({ default: component })));
  const preload = () => void load();

  return function DeferredDialog({ trigger, ...props }: P & { trigger: ReactElement }) {
    const [open, setOpen] = useState(false);
    const [opened, setOpened] = useState(false);
    return (
      <>
        <Slot
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          {trigger}
        </Slot>
        {opened ? (
          <Suspense fallback={null}>
            <DialogPart {...(props as P)} open={open} onOpenChange={setOpen} />
          </Suspense>
        ) : null}
      </>
    );
  };
}
