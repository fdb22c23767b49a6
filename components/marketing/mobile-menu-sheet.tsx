"use client";

import { IntentLink as Link } from "@/components/marketing/intent-link";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { HEADER_LINKS_AFTER, HEADER_LINKS_BEFORE, INDUSTRY_LINKS } from "@/lib/marketing/nav";
import { IndustryIcon, slugOf } from "./industry-icon";

const linkClass =
  "block rounded-md px-3 py-2.5 text-base font-medium text-slate-800 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-ring";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus: (event: Event) => void };

/** The sheet behind the header's menu button (loaded on first use, see mobile-menu.tsx). */
export default function MobileMenuSheet({ open, onOpenChange, onCloseAutoFocus }: Props) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-[85%] max-w-sm p-0" onCloseAutoFocus={onCloseAutoFocus}>
        <SheetHeader className="border-b">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1 px-3">
          {HEADER_LINKS_BEFORE.map((link) => (
            <SheetClose asChild key={link.href}>
              <Link href={link.href} className={linkClass}>
                {link.label}
              </Link>
            </SheetClose>
          ))}
          <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">Industries</p>
          <ul className="flex flex-col gap-0.5">
            {INDUSTRY_LINKS.map((industry) => (
              <li key={industry.href}>
                <SheetClose asChild>
                  <Link href={industry.href} className={`${linkClass} flex items-center gap-3 py-2 text-[0.95rem]`}>
                    <IndustryIcon slug={slugOf(industry.href)} className="size-4 text-primary" />
                    {industry.label}
                  </Link>
                </SheetClose>
              </li>
            ))}
          </ul>
          <div className="my-2 border-t" />
          {HEADER_LINKS_AFTER.map((link) => (
            <SheetClose asChild key={link.href}>
              <Link href={link.href} className={linkClass}>
                {link.label}
              </Link>
            </SheetClose>
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-2 border-t p-4">
          <SheetClose asChild>
            <Button asChild variant="outline" size="lg">
              <Link href="/auth">Sign In</Link>
            </Button>
          </SheetClose>
          <SheetClose asChild>
            <Button asChild size="lg">
              <Link href="/waitlist">Join Waitlist</Link>
            </Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}
