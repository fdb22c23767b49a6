import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Header, main landmark and footer of every public page (also used by the 404 page).
 * `withoutJs`: for the landing page, served with no runtime JS (see SiteHeader).
 */
export function MarketingShell({ children, withoutJs = false }: { children: React.ReactNode; withoutJs?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <SiteHeader withoutJs={withoutJs} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
