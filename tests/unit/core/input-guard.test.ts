import { describe, expect, it } from "vitest";
import { containsNulByte, INVALID_VALUE_MESSAGE } from "@/lib/foundation/input-guard";

/** Postgres text cannot hold NUL: the wrappers refuse it anywhere in the input (issue 9). */
describe("containsNulByte", () => {
  it("finds NUL in strings, nested objects, arrays and keys", () => {
    expect(containsNulByte("a\u0000b")).toBe(true);
    expect(containsNulByte("plain")).toBe(false);
    expect(containsNulByte({ a: { b: ["x", "y\u0000"] } })).toBe(true);
    expect(containsNulByte({ a: { b: ["x", "y"] } })).toBe(false);
    expect(containsNulByte({ "k\u0000": 1 })).toBe(true);
    expect(containsNulByte(["ok", 1, null, undefined, true])).toBe(false);
  });

  it("ignores non-text values", () => {
    for (const value of [null, undefined, 0, 42, true, Symbol("s")]) expect(containsNulByte(value)).toBe(false);
  });

  it("looks into FormData entries and file names, not file bytes", () => {
    const form = new FormData();
    form.append("name", "Ann");
    expect(containsNulByte(form)).toBe(false);
    form.append("note", "x\u0000");
    expect(containsNulByte(form)).toBe(true);
    const keyed = new FormData();
    keyed.append("n\u0000", "v");
    expect(containsNulByte(keyed)).toBe(true);
    const files = new FormData();
    files.append("files", new File(["\u0000bytes"], "ok.txt"));
    expect(containsNulByte(files)).toBe(false);
    expect(containsNulByte(new File(["x"], "bad\u0000.txt"))).toBe(true);
    expect(containsNulByte(new File(["\u0000"], "good.txt"))).toBe(false);
    expect(containsNulByte(new Blob(["\u0000"]))).toBe(false);
  });

  it("stops at a depth limit instead of recursing forever", () => {
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(containsNulByte(deep)).toBe(false);
    let shallow: unknown = "x\u0000";
    for (let i = 0; i < 30; i++) shallow = { v: shallow };
    expect(containsNulByte(shallow)).toBe(true);
  });

  it("has the spec's generic message", () => {
    expect(INVALID_VALUE_MESSAGE).toBe("Invalid value");
  });
});
