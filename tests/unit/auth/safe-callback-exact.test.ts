import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "@/lib/identity/staff/safe-callback";

/**
 * Every post-sign-in target stays on our host: each hostile input gives exactly the fallback,
 * each same-origin path comes back normalised (not merely "something starting with /").
 */
const FALLBACK = "/fallback";

describe("safeCallbackPath refuses, giving exactly the fallback", () => {
  it.each([
    ["a scheme-relative URL", "//evil.example/admin"],
    ["a scheme-relative URL naming our own dummy origin", "//serviceloop.invalid/admin"],
    ["a backslash host", "/\\evil.example"],
    ["a backslash later in the path", "/admin\\evil"],
    ["a bare host", "evil.example"],
    ["a bare relative path", "admin/customers"],
    ["an absolute URL", "https://evil.example/admin"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a scheme without slashes", "http:evil.example"],
    ["a tab inside", "/\t/evil.example"],
    ["a NUL inside", "/admin\u0000x"],
    ["a DEL inside", "/admin\u007fx"],
    ["a newline inside", "/admin\nSet-Cookie:x"],
    ["a dot segment that resolves to //host", "/.//evil.example"],
    ["an empty string", ""],
    ["only spaces", "   "],
    ["a path over 2048 characters", `/${"a".repeat(2048)}`],
  ])("%s", (_label, hostile) => {
    expect(safeCallbackPath(hostile, FALLBACK)).toBe(FALLBACK);
  });

  it("answers a non-string with the fallback, null by default", () => {
    expect(safeCallbackPath(42, FALLBACK)).toBe(FALLBACK);
    expect(safeCallbackPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeCallbackPath({ toString: () => "/admin" }, FALLBACK)).toBe(FALLBACK);
    expect(safeCallbackPath("//evil.example")).toBeNull();
    expect(safeCallbackPath(null)).toBeNull();
  });
});

describe("safeCallbackPath keeps same-origin paths", () => {
  it("returns them as the URL parser normalises them", () => {
    expect(safeCallbackPath("/admin/customers?x=1#top", FALLBACK)).toBe("/admin/customers?x=1#top");
    expect(safeCallbackPath("/", FALLBACK)).toBe("/");
    expect(safeCallbackPath("/admin/../admin/quotes", FALLBACK)).toBe("/admin/quotes");
    expect(safeCallbackPath("/admin/a b", FALLBACK)).toBe("/admin/a%20b");
    expect(safeCallbackPath("/%2F%2Fevil", FALLBACK)).toBe("/%2F%2Fevil");
  });

  it("trims surrounding spaces first", () => {
    expect(safeCallbackPath("  /admin/quotes  ", FALLBACK)).toBe("/admin/quotes");
  });

  it("keeps colons inside a path or query (only a leading scheme is refused)", () => {
    expect(safeCallbackPath("/admin/quotes?sort=date:desc", FALLBACK)).toBe("/admin/quotes?sort=date:desc");
    expect(safeCallbackPath("/team:1", FALLBACK)).toBe("/team:1");
    expect(safeCallbackPath("/:x", FALLBACK)).toBe("/:x");
  });

  it("accepts a path of exactly 2048 characters", () => {
    const longest = `/${"a".repeat(2047)}`;
    expect(longest).toHaveLength(2048);
    expect(safeCallbackPath(longest, FALLBACK)).toBe(longest);
  });
});
