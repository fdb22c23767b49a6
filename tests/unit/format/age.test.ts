import { describe, expect, it } from "vitest";
import { formatAge } from "@/lib/format/age";

describe("formatAge", () => {
  it("says a waiting time in the largest sensible units", () => {
    expect(formatAge(0)).toBe("0 s");
    expect(formatAge(59.9)).toBe("59 s");
    expect(formatAge(60)).toBe("1 min");
    expect(formatAge(3599)).toBe("59 min");
    expect(formatAge(3600)).toBe("1 h");
    expect(formatAge(3600 + 5 * 60)).toBe("1 h 5 min");
    expect(formatAge(86_400)).toBe("1 d");
    expect(formatAge(2 * 86_400 + 4 * 3600 + 59)).toBe("2 d 4 h");
    expect(formatAge(-5)).toBe("0 s");
  });
});
