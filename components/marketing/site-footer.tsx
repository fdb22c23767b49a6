import { IntentLink as Link } from "@/components/marketing/intent-link";
import { CalendarDays } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { TAGLINE } from "@/lib/marketing/features";
import { FOOTER_COLUMNS, INDUSTRY_LINKS, SCHEDULE_DEMO_HREF } from "@/lib/marketing/nav";
import { CurrentYear } from "./current-year";
import { LogoMark } from "./logo";

const footerLink =
  "rounded-sm text-sm text-slate-300 outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-blue-300";

export function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-10 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
          <div className="col-span-2 max-w-sm lg:col-span-1">
            <Link
              href="/"
              className="inline-flex items-center gap-2 rounded-md text-lg font-bold text-white outline-none focus-visible:ring-2 focus-visible:ring-blue-300"
            >
              <LogoMark />
              ServiceLoop
            </Link>
            <p className="mt-3 text-sm leading-6">
              The branded customer portal and back office for recurring service businesses —{" "}
              <span className="font-semibold text-white">{TAGLINE}</span>.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button asChild className="bg-white text-slate-950 hover:bg-slate-200">
                <Link href={SCHEDULE_DEMO_HREF}>
                  <CalendarDays aria-hidden="true" />
                  Schedule Demo
                </Link>
              </Button>
              <Button asChild variant="outline" className="border-slate-600 bg-transparent text-white hover:bg-slate-800 hover:text-white">
                <Link href="/waitlist">Join Waitlist</Link>
              </Button>
            </div>
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold text-white">{column.title}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={footerLink}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <nav aria-label="Industries">
            <h2 className="text-sm font-semibold text-white">Industries</h2>
            <ul className="mt-4 space-y-3">
              {INDUSTRY_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-slate-800 pt-6 text-sm text-slate-400 sm:flex-row sm:justify-between">
          <p>
            © <CurrentYear /> ServiceLoop. All rights reserved.
          </p>
          <p>Made for crews who show up every week.</p>
        </div>
      </div>
    </footer>
  );
}
