import { describe, expect, it } from "vitest";
import { monthsBefore, resolveStatementRange, statementRangeQuery } from "@/lib/money/statements/statement-range";

describe("statement range", () => {
  it("defaults to the last three months up to the business's today, clamping to a shorter month", () => {
    expect(resolveStatementRange({}, "2026-11-23")).toEqual({ from: "2026-08-23", to: "2026-11-23" });
    expect(monthsBefore("2026-05-31", 3)).toBe("2026-02-28");
    expect(monthsBefore("2024-05-31", 3)).toBe("2024-02-29");
    expect(monthsBefore("2026-02-15", 3)).toBe("2025-11-15");
  });

  it("takes either end alone: a start runs to today, an end starts three months before it", () => {
    expect(resolveStatementRange({ from: "2026-01-01" }, "2026-11-23")).toEqual({ from: "2026-01-01", to: "2026-11-23" });
    expect(resolveStatementRange({ to: "2026-03-31" }, "2026-11-23")).toEqual({ from: "2025-12-31", to: "2026-03-31" });
    expect(resolveStatementRange({ from: "2026-03-01", to: "2026-03-01" }, "2026-11-23")).toEqual({ from: "2026-03-01", to: "2026-03-01" });
    expect(resolveStatementRange({ from: "2026-04-01", to: "2026-03-01" }, "2026-11-23")).toBeNull();
  });

  it("accepts real calendar days only; an empty field is the default", () => {
    expect(statementRangeQuery.safeParse({ from: "2026-02-28", to: "" }).data).toEqual({ from: "2026-02-28", to: undefined });
    for (const bad of ["2026-02-29", "2026-13-01", "2026-1-01", "yesterday"]) {
      expect(statementRangeQuery.safeParse({ from: bad }).error?.issues[0]?.message, bad).toBe("from must be a date, YYYY-MM-DD");
    }
  });
});
