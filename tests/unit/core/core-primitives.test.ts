import { describe, expect, it } from "vitest";
import { containsNulByte } from "@/lib/foundation/input-guard";
import { isUuid } from "@/lib/foundation/is-uuid";
import { noInput } from "@/lib/foundation/no-input";

/** The small guards every wrapper leans on: ids from URLs, actions without input, nesting depth. */
describe("isUuid", () => {
  const id = "0b5c1f2a-3d4e-4f60-8a9b-0c1d2e3f4a5b";

  it("accepts a UUID in either case", () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
  });

  it("refuses each group one character short, or a non-hex character in it", () => {
    const groups = id.split("-");
    for (let g = 0; g < groups.length; g++) {
      const short = groups.map((part, i) => (i === g ? part.slice(1) : part)).join("-");
      const nonHex = groups.map((part, i) => (i === g ? `g${part.slice(1)}` : part)).join("-");
      expect(isUuid(short), short).toBe(false);
      expect(isUuid(nonHex), nonHex).toBe(false);
    }
  });

  it("refuses text before or after the UUID, and anything that is not a string", () => {
    expect(isUuid(`x${id}`)).toBe(false);
    expect(isUuid(`${id}x`)).toBe(false);
    expect(isUuid(`${id}\n`)).toBe(false);
    expect(isUuid(` ${id}`)).toBe(false);
    for (const value of [null, undefined, 42, { id }, [id]]) expect(isUuid(value)).toBe(false);
  });
});

describe("noInput", () => {
  it("turns whatever the client sent into null", () => {
    expect(noInput.parse({ businessId: "x" })).toBeNull();
    expect(noInput.parse(undefined)).toBeNull();
  });
});

describe("containsNulByte's depth bound", () => {
  const nested = (levels: number) => {
    let value: unknown = "\u0000";
    for (let i = 0; i < levels; i++) value = { a: value };
    return value;
  };
  const nestedArray = (levels: number) => {
    let value: unknown = "\u0000";
    for (let i = 0; i < levels; i++) value = [value];
    return value;
  };

  it("looks 32 levels deep and no deeper (the innermost object read is at depth 32)", () => {
    expect(containsNulByte(nested(33))).toBe(true);
    expect(containsNulByte(nested(34))).toBe(false);
    expect(containsNulByte(nestedArray(33))).toBe(true);
    expect(containsNulByte(nestedArray(34))).toBe(false);
  });
});
