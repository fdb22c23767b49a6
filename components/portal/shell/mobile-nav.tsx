"use client";

import { Menu } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { PortalNav } from "./portal-nav";

/** Under 768 px the navigation is an overlay opened from the top bar. */
export function MobileNav({ companyName, basePath, footer }: { companyName: string; basePath?: string; footer?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" className="text-brand-foreground hover:bg-white/15 hover:text-brand-foreground">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-72 p-4">
        <SheetHeader className="p-0 pb-4">
          <SheetTitle>{companyName}</SheetTitle>
          <SheetDescription className="sr-only">Portal navigation</SheetDescription>
        </SheetHeader>
        <PortalNav basePath={basePath} onNavigate={() => setOpen(false)} />
        {footer ? <div className="mt-6 border-t pt-4">{footer}</div> : null}
      </SheetContent>
    </Sheet>
  );
}
