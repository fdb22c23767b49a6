/**
 * The URL state of an admin list (server-paginated, 25 a page): `?q=&page=&sort=&dir=` and
 * named filters. Parsed on the server from searchParams, so a list is a plain link that can
 * be bookmarked, shared and navigated back to; anything unknown falls back to the default.
 * Client-safe.
 */
export const ADMIN_PAGE_SIZE = 25;
const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 10_000;

export type SearchParams = Record<string, string | string[] | undefined>;

export type ListSpec<S extends string, F extends string> = {
  sorts: readonly S[];
  defaultSort: S;
  defaultDir?: "asc" | "desc";
  /** Each filter's allowed values; anything else is ignored. */
  filters?: Record<F, readonly string[]>;
};

export type ListParams<S extends string, F extends string> = {
  q: string;
  page: number;
  sort: S;
  dir: "asc" | "desc";
  filters: Partial<Record<F, string>>;
  pageSize: number;
  offset: number;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function parseListParams<S extends string, F extends string = never>(params: SearchParams, spec: ListSpec<S, F>): ListParams<S, F> {
  const q = (first(params.q) ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const pageNumber = Number(first(params.page));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : 1;
  const sortParam = first(params.sort);
  const sort = (spec.sorts as readonly string[]).includes(sortParam ?? "") ? (sortParam as S) : spec.defaultSort;
  const dirParam = first(params.dir);
  const dir = dirParam === "asc" || dirParam === "desc" ? dirParam : (spec.defaultDir ?? "asc");
  const filters: Partial<Record<F, string>> = {};
  for (const [name, allowed] of Object.entries(spec.filters ?? {}) as Array<[F, readonly string[]]>) {
    const value = first(params[name]);
    if (value && allowed.includes(value)) filters[name] = value;
  }
  return { q, page, sort, dir, filters, pageSize: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE };
}

/** The same list with some parameters changed (page resets unless given), as a query string. */
export function listHref(pathname: string, current: SearchParams, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams();
  for (const [key, value] of Object.entries(current)) {
    const v = first(value);
    if (v !== undefined && v !== "" && key !== "page") next.set(key, v);
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
