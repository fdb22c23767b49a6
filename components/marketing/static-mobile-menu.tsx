import { Menu, X } from "@/components/icons";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { MobileNavContent } from "./mobile-nav-content";

/**
 * The header under 768 px on the landing page, which is served without runtime JS: a native
 * disclosure (<details>/<summary>, opened and closed by click, Enter or Space, announced as
 * expanded or collapsed) that drops the whole navigation below the header. The other pages
 * open the same links in a sheet (mobile-menu.tsx).
 */
export function StaticMobileMenu() {
  return (
    <details className="group/menu md:hidden">
      <summary
        aria-label="Menu"
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "list-none [&::-webkit-details-marker]:hidden")}
      >
        <Menu className="size-5 group-open/menu:hidden" aria-hidden="true" />
        <X className="hidden size-5 group-open/menu:block" aria-hidden="true" />
      </summary>
      <div className="absolute inset-x-0 top-full flex max-h-[calc(100dvh-4rem)] flex-col overflow-y-auto border-b bg-white pt-3 shadow-lg">
        <MobileNavContent />
      </div>
    </details>
  );
}
