import { IntentLink as Link } from "@/components/marketing/intent-link";
import { Button } from "@/components/ui/button";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { MobileMenu } from "./mobile-menu";
import { StaticMainNav } from "./static-main-nav";
import { StaticMobileMenu } from "./static-mobile-menu";

/**
 * Spec §2: Features, Industries, Pricing, About, Contact, Sign In (→ /auth) and Join Waitlist.
 * `withoutJs`: the menus work with CSS and <details> alone, for the landing page, which is
 * served without runtime JS (docs/decisions/performance-first-load-js.md).
 */
export function SiteHeader({ withoutJs = false }: { withoutJs?: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        {withoutJs ? <StaticMainNav className="hidden md:block" /> : <MainNav className="hidden md:block" />}
        <div className="flex items-center gap-2">
          <Button asChild variant="ghost" className="hidden md:inline-flex">
            <Link href="/auth">Sign In</Link>
          </Button>
          <Button asChild className="hidden sm:inline-flex">
            <Link href="/waitlist">Join Waitlist</Link>
          </Button>
          {withoutJs ? <StaticMobileMenu /> : <MobileMenu />}
        </div>
      </div>
    </header>
  );
}
