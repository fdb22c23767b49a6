/**
 * bench:scale's EXPLAIN check: every scan of a tenant table (a table with a `business_id`
 * column) in the plan of a statement a page ran must go through an index whose first column
 * is `business_id` — so its cost follows the tenant's size, not the platform's, and the
 * schema can be sharded by `business_id`. Two exceptions are allowed and shown: a lookup
 * through a UNIQUE index (a session's token hash, an API key's hash, a primary key) touches
 * one row whatever the sizes; and a sequential scan is re-planned with `enable_seqscan = off`,
 * which must then find a `business_id` index — the planner reads small tables whole, and
 * prices a tenant's rows scattered over a mid-sized table above one pass over it; the bench
 * lists those on tables of SMALL_TABLE_ROWS or more as warnings. A scan that no
 * `business_id` index can serve is a violation. Named exceptions are in
 * RESOLUTION_INDEXES.
 */
import type postgres from "postgres";

export const SMALL_TABLE_ROWS = 10_000;

/**
 * Indexes that do not start with business_id but are allowed, each for a stated reason: the
 * staff sign-in and every staff request resolve the user's business from the user id — the
 * tenant is what this lookup finds (a user has one or a few memberships, so it reads a row or two).
 */
export const RESOLUTION_INDEXES: Record<string, string> = {
  business_members_user_idx: "a staff user's memberships: how the tenant is found",
};

/** Plan nodes that read a table (a ModifyTable node writes the rows its child scan found). */
const SCAN_NODES = new Set(["Seq Scan", "Index Scan", "Index Only Scan", "Bitmap Heap Scan", "Tid Scan", "Tid Range Scan", "Sample Scan"]);

export type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
  [key: string]: unknown;
};
export type IndexInfo = { table: string; firstColumn: string; unique: boolean };
export type Catalog = { tenantTables: Set<string>; indexes: Map<string, IndexInfo>; rows: Map<string, number> };
export type Scan = {
  table: string;
  node: string;
  index: string | null;
  verdict: "business_id index" | "unique lookup" | "tenant resolution" | "seq scan" | "other index";
};
export const ALLOWED: ReadonlySet<Scan["verdict"]> = new Set(["business_id index", "unique lookup", "tenant resolution"]);

/** Every scan of a tenant table in a plan, with the index it uses and the verdict. */
export function tenantScans(plan: PlanNode, catalog: Catalog): Scan[] {
  const scans: Scan[] = [];
  const visit = (node: PlanNode) => {
    const table = node["Relation Name"];
    if (table && catalog.tenantTables.has(table) && SCAN_NODES.has(node["Node Type"])) {
      const type = node["Node Type"];
      const used = type === "Bitmap Heap Scan" ? bitmapIndexes(node) : node["Index Name"] ? [node] : [];
      if (type === "Seq Scan" || used.length === 0) {
        scans.push({ table, node: type, index: null, verdict: "seq scan" });
      } else {
        for (const indexNode of used) {
          const index = indexNode["Index Name"]!;
          const info = catalog.indexes.get(index);
          // Leading with business_id is not enough: the scan must be bounded by it (not a whole-index walk).
          const bounded = String(indexNode["Index Cond"] ?? "").includes("business_id");
          const verdict =
            info?.firstColumn === "business_id" && bounded
              ? "business_id index"
              : info?.unique && indexNode["Index Cond"]
                ? "unique lookup"
                : index in RESOLUTION_INDEXES
                  ? "tenant resolution"
                  : "other index";
          scans.push({ table, node: type, index, verdict });
        }
      }
    }
    // A Bitmap Heap Scan's own children are its index scans, already judged.
    if (node["Node Type"] !== "Bitmap Heap Scan") for (const child of node.Plans ?? []) visit(child);
    else for (const child of node.Plans ?? []) if (!child["Node Type"].startsWith("Bitmap")) visit(child);
  };
  visit(plan);
  return scans;
}

function bitmapIndexes(node: PlanNode): PlanNode[] {
  const names: PlanNode[] = [];
  const walk = (n: PlanNode) => {
    if (n["Node Type"] === "Bitmap Index Scan" && n["Index Name"]) names.push(n);
    if (n["Node Type"].startsWith("Bitmap")) for (const c of n.Plans ?? []) walk(c);
  };
  for (const child of node.Plans ?? []) walk(child);
  return names;
}

export async function loadCatalog(sql: postgres.Sql): Promise<Catalog> {
  const tables = await sql<{ table_name: string }[]>`
    select table_name from information_schema.columns where table_schema = 'public' and column_name = 'business_id'`;
  const indexes = await sql<{ index: string; table: string; first: string; unique: boolean }[]>`
    select i.relname as index, t.relname as table, a.attname as first, x.indisunique as unique
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
    left join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[0]`;
  const sizes = await sql<{ table: string; rows: number }[]>`
    select c.relname as table, greatest(c.reltuples, 0)::float8 as rows from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public' where c.relkind = 'r'`;
  return {
    tenantTables: new Set(tables.map((t) => t.table_name)),
    indexes: new Map(indexes.map((i) => [i.index, { table: i.table, firstColumn: i.first ?? "(expression)", unique: i.unique }])),
    rows: new Map(sizes.map((s) => [s.table, Number(s.rows)])),
  };
}

export type Captured = { statement: string; parameters: unknown[] };
/**
 * `replanned`: the planner read a tenant table whole; the verdict is then the re-plan's with
 * `enable_seqscan = off`. `rows` is that table's size: at or above SMALL_TABLE_ROWS the
 * planner's seq scan is reported as a warning (an index exists, the planner priced it higher).
 */
export type Finding = Scan & { page: string; statement: string; replanned: boolean; rows: number; ok: boolean };

const EXPLAINABLE = /^\s*(select|with|update|delete|insert)\b/i;

/** EXPLAIN every captured statement of every page and judge its tenant scans. */
export async function explainPages(sql: postgres.Sql, pages: Array<{ page: string; statements: Captured[] }>): Promise<Finding[]> {
  const catalog = await loadCatalog(sql);
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const { page, statements } of pages) {
    for (const { statement, parameters } of statements) {
      if (!EXPLAINABLE.test(statement) || seen.has(statement)) continue;
      seen.add(statement);
      const scans = tenantScans(await explain(sql, statement, parameters, false), catalog);
      const seqScanned = new Set(scans.filter((s) => s.verdict === "seq scan").map((s) => s.table));
      const judged = seqScanned.size > 0 ? tenantScans(await explain(sql, statement, parameters, true), catalog) : scans;
      for (const scan of judged) {
        const rows = catalog.rows.get(scan.table) ?? 0;
        findings.push({ ...scan, page, statement, replanned: seqScanned.has(scan.table), rows, ok: ALLOWED.has(scan.verdict) });
      }
    }
  }
  return findings;
}

async function explain(sql: postgres.Sql, statement: string, parameters: unknown[], noSeqScan: boolean): Promise<PlanNode> {
  return sql.begin(async (tx) => {
    if (noSeqScan) await tx`set local enable_seqscan = off`;
    const [row] = await tx.unsafe(`explain (format json) ${statement}`, parameters as never[]);
    const value = (row as Record<string, unknown>)["QUERY PLAN"];
    const plans = (typeof value === "string" ? JSON.parse(value) : value) as Array<{ Plan: PlanNode }>;
    return plans[0].Plan;
  });
}
