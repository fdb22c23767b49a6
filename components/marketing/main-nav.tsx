"use client";

import { IntentLink as Link } from "@/components/marketing/intent-link";
import { useAppPathname } from "@/lib/navigation/app-router-hooks";
import { NavigationMenu } from "radix-ui";
import { ChevronDown } from "@/components/icons";
import { HEADER_LINKS_AFTER, HEADER_LINKS_BEFORE, INDUSTRY_LINKS, type NavLink } from "@/lib/marketing/nav";
import { cn } from "@/lib/utils";
import { industryMenuLinkClass, industryMenuPanelClass, navItemClass as itemClass } from "./header-nav-styles";
import { IndustryMenuItem } from "./industry-menu-item";

// Spec §9 navigation menu delays: 200 ms to open, 300 ms skip window. Radix closes 150 ms
// after the pointer leaves (its built-in close timer), which is the spec's close delay.
const OPEN_DELAY_MS = 200;
const SKIP_DELAY_MS = 300;

function TopLink({ link, pathname }: { link: NavLink; pathname: string }) {
  const active = pathname === link.href;
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild active={active}>
        <Link href={link.href} className={itemClass} aria-current={active ? "page" : undefined}>
          {link.label}
        </Link>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}

/** Desktop header navigation (≥ 768 px): Features, Industries ▾, Pricing, About, Contact. */
export function MainNav({ className }: { className?: string }) {
  const pathname = useAppPathname();
  return (
    <NavigationMenu.Root
      delayDuration={OPEN_DELAY_MS}
      skipDelayDuration={SKIP_DELAY_MS}
      aria-label="Main"
      className={cn("relative", className)}
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {HEADER_LINKS_BEFORE.map((link) => (
          <TopLink key={link.href} link={link} pathname={pathname} />
        ))}
        <NavigationMenu.Item className="relative">
          <NavigationMenu.Trigger className={cn(itemClass, "group")}>
            Industries
            <ChevronDown
              className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className={cn("absolute top-full left-1/2 z-50 mt-2 -translate-x-1/2", industryMenuPanelClass)}>
            <ul className="grid grid-cols-2 gap-1">
              {INDUSTRY_LINKS.map((industry) => (
                <li key={industry.href}>
                  <NavigationMenu.Link asChild active={pathname === industry.href}>
                    <Link href={industry.href} className={industryMenuLinkClass}>
                      <IndustryMenuItem industry={industry} />
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {HEADER_LINKS_AFTER.map((link) => (
          <TopLink key={link.href} link={link} pathname={pathname} />
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
