import { Building2, Droplets, Hammer, Leaf, PawPrint, Sparkles, type IconComponent } from "@/components/icons";
import type { IndustrySlug } from "@/lib/marketing/nav";

const ICONS: Record<IndustrySlug, IconComponent> = {
  "lawn-care": Leaf,
  "home-cleaning": Sparkles,
  "pressure-washing": Droplets,
  "pet-care": PawPrint,
  handyman: Hammer,
  commercial: Building2,
};

export function IndustryIcon({ slug, className }: { slug: IndustrySlug; className?: string }) {
  const Icon = ICONS[slug];
  return <Icon className={className} aria-hidden="true" focusable="false" />;
}

/** "/lawn-care" → "lawn-care" for the nav data, which stores hrefs. */
export function slugOf(href: string): IndustrySlug {
  return href.slice(1) as IndustrySlug;
}
