import { z } from "zod";
import { DomainError } from "@/lib/foundation/domain-error";

/** `?limit` (1–100, default 25) and `?cursor` of every v1 list (DESIGN.md). */
export const listQuery = z.object({
  limit: z.coerce.number({ error: "limit must be a number" }).int("limit must be a whole number").min(1, "limit must be at least 1").max(100, "limit must be at most 100").default(25),
  cursor: z.string().max(512, "cursor is not valid").optional(),
  location_id: z.uuid({ error: "Unknown location" }).optional().describe("Only this location's rows (issue 38); a key limited to locations may name only one of its own"),
});
export type ListQuery = z.output<typeof listQuery>;

export type ListPage<T> = { data: T[]; has_more: boolean; next_cursor: string | null };

/** An opaque cursor: the sort key of the last row returned, encoded. */
export function encodeCursor(key: ReadonlyArray<string | number | null>): string {
  return Buffer.from(JSON.stringify(key), "utf8").toString("base64url");
}

export function decodeCursor(cursor: string | undefined): Array<string | number | null> | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.every((v) => v === null || typeof v === "string" || typeof v === "number")) return value;
  } catch {}
  throw new DomainError("invalid", "cursor is not valid");
}

/**
 * One page from `limit + 1` rows fetched in sort order: the extra row only tells whether
 * there is more. `keyOf` gives the sort key the next page continues after.
 */
export function pageOf<T, R>(rows: T[], limit: number, keyOf: (row: T) => ReadonlyArray<string | number | null>, toApi: (row: T) => R): ListPage<R> {
  const hasMore = rows.length > limit;
  const shown = hasMore ? rows.slice(0, limit) : rows;
  return {
    data: shown.map(toApi),
    has_more: hasMore,
    next_cursor: hasMore && shown.length > 0 ? encodeCursor(keyOf(shown[shown.length - 1])) : null,
  };
}
