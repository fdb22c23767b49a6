import { IntentLink as Link } from "@/components/marketing/intent-link";
import { cn } from "@/lib/utils";

/** The ServiceLoop mark: a loop of two arrows, for "recurring". Decorative next to the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn("size-8", className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1e40af" />
      <path d="M9.5 16a6.5 6.5 0 0 1 11.3-4.4" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M22.5 16a6.5 6.5 0 0 1-11.3 4.4" fill="none" stroke="#93c5fd" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M21.8 8.2v4.2h-4.2" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M10.2 23.8v-4.2h4.2" fill="none" stroke="#93c5fd" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cn(
        "inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        className,
      )}
    >
      <LogoMark />
      <span>ServiceLoop</span>
    </Link>
  );
}
