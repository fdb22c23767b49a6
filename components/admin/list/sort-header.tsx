import { ArrowDown, ArrowUp, ArrowUpDown } from "@/components/icons";
import Link from "next/link";
import { TableHead } from "@/components/ui/table";
import { listHref, type SearchParams } from "@/lib/foundation/list-params";

/** A column header that sorts the list by a link (works without JavaScript; announced with aria-sort). */
export function SortHeader({
  label,
  sortKey,
  current,
  pathname,
  searchParams,
  className,
}: {
  label: string;
  sortKey: string;
  current: { sort: string; dir: "asc" | "desc" };
  pathname: string;
  searchParams: SearchParams;
  className?: string;
}) {
  const active = current.sort === sortKey;
  const nextDir = active && current.dir === "asc" ? "desc" : "asc";
  const Icon = !active ? ArrowUpDown : current.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead className={className} aria-sort={active ? (current.dir === "asc" ? "ascending" : "descending") : "none"}>
      <Link href={listHref(pathname, searchParams, { sort: sortKey, dir: nextDir })} className="inline-flex items-center gap-1 hover:text-foreground">
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
        <span className="sr-only">{active ? `sorted ${current.dir === "asc" ? "ascending" : "descending"}` : "sort"}</span>
      </Link>
    </TableHead>
  );
}
