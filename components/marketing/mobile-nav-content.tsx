import type { ReactElement, ReactNode } from "react";
import { IntentLink as Link } from "@/components/marketing/intent-link";
import { Button } from "@/components/ui/button";
import { HEADER_LINKS_AFTER, HEADER_LINKS_BEFORE, INDUSTRY_LINKS } from "@/lib/marketing/nav";
import { IndustryIcon, slugOf } from "./industry-icon";

const linkLook =
  "rounded-md px-3 font-medium text-slate-800 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-ring";
const linkClass = `${linkLook} block py-2.5 text-base`;
/** An industry: its icon beside the name, a little tighter than the main links. */
const industryLinkClass = `${linkLook} flex items-center gap-3 py-2 text-[0.95rem]`;

/** Wraps each link, e.g. so that following it closes the sheet it sits in. */
type LinkWrapper = (props: { children: ReactElement }) => ReactNode;
const AsIs: LinkWrapper = ({ children }) => children;

/**
 * The whole navigation of the header under 768 px: the header links, the six industries, Sign In
 * and Join Waitlist. Shared by the scripted sheet (mobile-menu-sheet.tsx) and the no-JS
 * disclosure of the landing page (static-mobile-menu.tsx).
 */
export function MobileNavContent({ wrapLink: Wrap = AsIs }: { wrapLink?: LinkWrapper }) {
  return (
    <>
      <nav aria-label="Mobile" className="flex flex-col gap-1 px-3">
        {HEADER_LINKS_BEFORE.map((link) => (
          <Wrap key={link.href}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </Wrap>
        ))}
        <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">Industries</p>
        <ul className="flex flex-col gap-0.5">
          {INDUSTRY_LINKS.map((industry) => (
            <li key={industry.href}>
              <Wrap>
                <Link href={industry.href} className={industryLinkClass}>
                  <IndustryIcon slug={slugOf(industry.href)} className="size-4 text-primary" />
                  {industry.label}
                </Link>
              </Wrap>
            </li>
          ))}
        </ul>
        <div className="my-2 border-t" />
        {HEADER_LINKS_AFTER.map((link) => (
          <Wrap key={link.href}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </Wrap>
        ))}
      </nav>
      <div className="mt-auto flex flex-col gap-2 border-t p-4">
        <Wrap>
          <Button asChild variant="outline" size="lg">
            <Link href="/auth">Sign In</Link>
          </Button>
        </Wrap>
        <Wrap>
          <Button asChild size="lg">
            <Link href="/waitlist">Join Waitlist</Link>
          </Button>
        </Wrap>
      </div>
    </>
  );
}
