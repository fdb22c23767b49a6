import { describe, expect, it } from "vitest";
import { tenantScans, type Catalog, type PlanNode } from "@/scripts/bench-scale/explain-check";
import { copyLine } from "@/scripts/bench-scale/rows";

const catalog: Catalog = {
  tenantTables: new Set(["jobs", "customer_sessions"]),
  indexes: new Map([
    ["jobs_business_date_idx", { table: "jobs", firstColumn: "business_id", unique: false }],
    ["jobs_pkey", { table: "jobs", firstColumn: "id", unique: true }],
    ["jobs_customer_idx", { table: "jobs", firstColumn: "customer_id", unique: false }],
    ["customer_sessions_token_hash_key", { table: "customer_sessions", firstColumn: "token_hash", unique: true }],
  ]),
  rows: new Map(),
};
const scan = (type: string, extra: Partial<PlanNode> = {}): PlanNode => ({ "Node Type": type, "Relation Name": "jobs", ...extra });

describe("bench:scale EXPLAIN verdicts", () => {
  it("accepts scans bounded by a business_id index and unique lookups", () => {
    const plan: PlanNode = {
      "Node Type": "Nested Loop",
      Plans: [
        scan("Bitmap Heap Scan", { Plans: [{ "Node Type": "Bitmap Index Scan", "Index Name": "jobs_business_date_idx", "Index Cond": "(business_id = $1)" }] }),
        { "Node Type": "Index Scan", "Relation Name": "customer_sessions", "Index Name": "customer_sessions_token_hash_key", "Index Cond": "(token_hash = $2)" },
        { "Node Type": "Seq Scan", "Relation Name": "businesses" },
      ],
    };
    expect(tenantScans(plan, catalog).map((s) => s.verdict)).toEqual(["business_id index", "unique lookup"]);
  });

  it("refuses a seq scan, another index, and a business_id index walked without business_id in its condition", () => {
    expect(tenantScans(scan("Seq Scan"), catalog)[0].verdict).toBe("seq scan");
    expect(tenantScans(scan("Index Scan", { "Index Name": "jobs_customer_idx", "Index Cond": "(customer_id = $1)" }), catalog)[0].verdict).toBe("other index");
    expect(tenantScans(scan("Index Scan", { "Index Name": "jobs_business_date_idx", "Index Cond": "(scheduled_date > $1)" }), catalog)[0].verdict).toBe("other index");
  });

  it("judges the scan under a write, not the write itself", () => {
    const update: PlanNode = { "Node Type": "ModifyTable", "Relation Name": "jobs", Plans: [scan("Index Scan", { "Index Name": "jobs_pkey", "Index Cond": "(id = $1)" })] };
    expect(tenantScans(update, catalog)).toEqual([{ table: "jobs", node: "Index Scan", index: "jobs_pkey", verdict: "unique lookup" }]);
  });
});

describe("bench:scale COPY text", () => {
  it("escapes what COPY's text format needs and writes nulls, booleans, instants and arrays", () => {
    expect(copyLine(["a\tb\\c\nd", null, true, false, 12, new Date("2026-01-02T03:04:05.000Z"), ['x"y', "z\\"]])).toBe(
      'a\\tb\\\\c\\nd\t\\N\tt\tf\t12\t2026-01-02T03:04:05.000Z\t{"x\\\\"y","z\\\\\\\\"}\n',
    );
  });
});
