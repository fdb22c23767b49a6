import { describe, expect, it } from "vitest";
import { listHref, parseListParams } from "@/lib/foundation/list-params";

const spec = { sorts: ["name", "created"] as const, defaultSort: "name" as const, filters: { status: ["active", "archived"] } };

describe("admin list params", () => {
  it("reads q, page, sort, dir and known filter values", () => {
    expect(parseListParams({ q: "  smith ", page: "3", sort: "created", dir: "desc", status: "archived" }, spec)).toMatchObject({
      q: "smith",
      page: 3,
      sort: "created",
      dir: "desc",
      filters: { status: "archived" },
      offset: 50,
      pageSize: 25,
    });
  });

  it("falls back to defaults on hostile or unknown values", () => {
    const parsed = parseListParams({ q: "x".repeat(500), page: "-2", sort: "password_hash", dir: "sideways", status: "deleted" }, spec);
    expect(parsed).toMatchObject({ page: 1, sort: "name", dir: "asc", filters: {} });
    expect(parsed.q).toHaveLength(100);
    expect(parseListParams({ page: ["2", "9"] }, spec).page).toBe(2);
    expect(parseListParams({ page: "1e9" }, spec).page).toBe(1);
  });

  it("builds links that keep the other parameters and reset the page", () => {
    expect(listHref("/admin/customers", { q: "a b", page: "4", status: "active" }, { sort: "created", dir: "desc" })).toBe(
      "/admin/customers?q=a+b&status=active&sort=created&dir=desc",
    );
    expect(listHref("/admin/customers", { q: "x" }, { page: 2 })).toBe("/admin/customers?q=x&page=2");
    expect(listHref("/admin/customers", { q: "x" }, { q: null })).toBe("/admin/customers");
  });
});
