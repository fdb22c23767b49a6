"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Menu } from "@/components/icons";
import { Button } from "@/components/ui/button";

// The sheet (a Radix dialog) is only needed once someone opens the menu on a phone, so its
// code is fetched on first use instead of on every page load.
const MobileMenuSheet = dynamic(() => import("./mobile-menu-sheet"), { ssr: false });

/** The header under 768 px: one button that opens the whole navigation in a sheet. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        // Fetch the sheet's code as soon as a visit looks like a tap, so the first open is instant.
        onPointerEnter={() => setLoaded(true)}
        onFocus={() => setLoaded(true)}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      {loaded && (
        <MobileMenuSheet
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
