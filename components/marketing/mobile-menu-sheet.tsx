"use client";

import type { ReactElement } from "react";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { MobileNavContent } from "./mobile-nav-content";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus: (event: Event) => void };

/** Following a link closes the sheet. */
function CloseOnFollow({ children }: { children: ReactElement }) {
  return <SheetClose asChild>{children}</SheetClose>;
}

/** The sheet behind the header's menu button (loaded on first use, see mobile-menu.tsx). */
export default function MobileMenuSheet({ open, onOpenChange, onCloseAutoFocus }: Props) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-[85%] max-w-sm p-0" onCloseAutoFocus={onCloseAutoFocus}>
        <SheetHeader className="border-b">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <MobileNavContent wrapLink={CloseOnFollow} />
      </SheetContent>
    </Sheet>
  );
}
