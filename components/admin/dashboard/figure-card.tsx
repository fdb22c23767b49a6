import type { IconComponent } from "@/components/icons";
import { GuardedLink } from "@/components/auth/navigation-guard";

/** One dashboard figure; the whole card links to the list it counts. */
export function FigureCard({ label, value, detail, href, icon: Icon }: { label: string; value: string; detail?: string; href: string; icon: IconComponent }) {
  return (
    <li>
      <GuardedLink href={href} className="ui-tile hover:border-primary">
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
