import { ChevronLeft, ChevronRight } from "@/components/icons";
import Link from "next/link";
import { listHref, type SearchParams } from "@/lib/foundation/list-params";
import { cn } from "@/lib/utils";

/** "Showing 26–50 of 312" with Previous / Next links (server-paginated lists). */
export function Pagination({
  page,
  pageSize,
  total,
  pathname,
  searchParams,
  noun = "results",
}: {
  page: number;
  pageSize: number;
  total: number;
  pathname: string;
  searchParams: SearchParams;
  noun?: string;
}) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = Math.min(total, (page - 1) * pageSize + 1);
  const to = Math.min(total, page * pageSize);
  const link = (target: number, label: string, Icon: typeof ChevronLeft, disabled: boolean) =>
    disabled ? (
      <span className="inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm text-muted-foreground opacity-50" aria-disabled="true">
        {Icon === ChevronLeft ? <Icon className="size-4" aria-hidden="true" /> : null}
        {label}
        {Icon === ChevronRight ? <Icon className="size-4" aria-hidden="true" /> : null}
      </span>
    ) : (
      <Link
        href={listHref(pathname, searchParams, { page: target === 1 ? null : target })}
        className={cn("inline-flex h-9 items-center gap-1 rounded-md border bg-white px-3 text-sm font-medium hover:bg-accent")}
        rel={label === "Next" ? "next" : "prev"}
      >
        {Icon === ChevronLeft ? <Icon className="size-4" aria-hidden="true" /> : null}
        {label}
        {Icon === ChevronRight ? <Icon className="size-4" aria-hidden="true" /> : null}
      </Link>
    );
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 pt-4 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        Showing {from.toLocaleString("en-US")}–{to.toLocaleString("en-US")} of {total.toLocaleString("en-US")} {noun}
      </p>
      <div className="flex items-center gap-2">
        {link(page - 1, "Previous", ChevronLeft, page <= 1)}
        <span className="px-1 text-muted-foreground">
          Page {page} of {pages}
        </span>
        {link(page + 1, "Next", ChevronRight, page >= pages)}
      </div>
    </nav>
  );
}
