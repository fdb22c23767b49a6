import type { LucideIcon } from "lucide-react";
import { GuardedLink } from "@/components/auth/navigation-guard";

/** One dashboard figure; the whole card links to the list it counts. */
export function FigureCard({ label, value, detail, href, icon: Icon }: { label: string; value: string; detail?: string; href: string; icon: LucideIcon }) {
  return (
    <li>
      <GuardedLink href={href} className="flex h-full items-start gap-3 rounded-xl border bg-white p-4 outline-none hover:border-primary focus-visible:ring-2 focus-visible:ring-ring">
        <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <span className="block text-sm text-muted-foreground">{label}</span>
          <span className="block text-2xl font-bold tabular-nums" data-testid={`figure-${label}`}>
            {value}
          </span>
          {detail ? <span className="block text-sm text-muted-foreground">{detail}</span> : null}
        </span>
      </GuardedLink>
    </li>
  );
}
