import { ChevronDown } from "@/components/icons";
import { IntentLink as Link } from "@/components/marketing/intent-link";
import { HEADER_LINKS_AFTER, HEADER_LINKS_BEFORE, INDUSTRY_LINKS, type NavLink } from "@/lib/marketing/nav";
import { cn } from "@/lib/utils";
import { industryMenuLinkClass, industryMenuPanelClass, navItemClass } from "./header-nav-styles";
import { IndustryMenuItem } from "./industry-menu-item";

function TopLink({ link }: { link: NavLink }) {
  return (
    <li>
      <Link href={link.href} className={navItemClass}>
        {link.label}
      </Link>
    </li>
  );
}

/**
 * The desktop header navigation of the landing page, which is served without runtime JS
 * (docs/decisions/performance-first-load-js.md): the same links as main-nav.tsx, with the
 * Industries menu opened by CSS alone. Hover opens it after 200 ms and it closes 150 ms after
 * the pointer leaves (the spec §9 delays the Radix menu has); keyboard focus (:focus-visible, so
 * not a mouse click) on "Industries" or inside the menu opens it at once, so Tab walks into the
 * six industries. "Industries"
 * itself is a link to the page's industries section, for touch screens that have no hover.
 */
export function StaticMainNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Main" className={cn("relative", className)}>
      <ul className="flex items-center gap-1">
        {HEADER_LINKS_BEFORE.map((link) => (
          <TopLink key={link.href} link={link} />
        ))}
        <li className="group relative">
          <a href="#industries" className={cn(navItemClass, "group-hover:bg-slate-100 group-has-[:focus-visible]:bg-slate-100")}>
            Industries
            <ChevronDown
              className="size-4 transition-transform duration-200 group-hover:rotate-180 group-has-[:focus-visible]:rotate-180"
              aria-hidden="true"
            />
          </a>
          {/* Padding rather than margin above the panel: the pointer stays over the item on its way down. */}
          <div
            data-industries-menu
            className="invisible absolute top-full left-1/2 z-50 -translate-x-1/2 pt-2 opacity-0 transition-[opacity,visibility] delay-150 duration-100 group-has-[:focus-visible]:visible group-has-[:focus-visible]:opacity-100 group-has-[:focus-visible]:delay-0 group-hover:visible group-hover:opacity-100 group-hover:delay-200"
          >
            <ul className={cn(industryMenuPanelClass, "grid grid-cols-2 gap-1")}>
              {INDUSTRY_LINKS.map((industry) => (
                <li key={industry.href}>
                  <Link href={industry.href} className={industryMenuLinkClass}>
                    <IndustryMenuItem industry={industry} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </li>
        {HEADER_LINKS_AFTER.map((link) => (
          <TopLink key={link.href} link={link} />
        ))}
      </ul>
    </nav>
  );
}
