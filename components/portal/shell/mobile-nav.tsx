"use client";

import { Menu } from "@/components/icons";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SideDrawer } from "@/components/ui/side-drawer";
import { PortalNav } from "./portal-nav";

/** Under 768 px the navigation is an overlay opened from the top bar. */
export function MobileNav({ companyName, basePath, footer }: { companyName: string; basePath?: string; footer?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="text-brand-foreground hover:bg-white/15 hover:text-brand-foreground"
      >
        <Menu aria-hidden="true" />
      </Button>
      <SideDrawer open={open} onOpenChange={setOpen} title={companyName} description="Portal navigation" className="w-72 p-4" headerClassName="p-0 pb-4">
        <PortalNav basePath={basePath} onNavigate={() => setOpen(false)} />
        {footer ? <div className="mt-6 border-t pt-4">{footer}</div> : null}
      </SideDrawer>
    </>
  );
}
