/**
 * `npx tsx tests/e2e/security/print-table-rows.ts <record.json>`: prints the outcomes a
 * MATRIX_RECORD run saw as rows for EXPECTED in authorization-table.ts ("*" = the most
 * common outcome). Review every row before pasting: the table is the authorisation spec.
 */
import fs from "node:fs";

const recorded = JSON.parse(fs.readFileSync(process.argv[2], "utf8")) as Record<string, Record<string, string>>;
const ROLE_ORDER = ["anonymous", "customerA", "customerB", "customerC", "employee", "owner", "otherOwner", "superadmin"];
for (const key of Object.keys(recorded).sort()) {
  const seen = recorded[key];
  const counts = new Map<string, number>();
  for (const outcome of Object.values(seen)) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  const common = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  const parts = [`"*": ${JSON.stringify(common)}`];
  for (const role of ROLE_ORDER) if (seen[role] !== undefined && seen[role] !== common) parts.push(`${role}: ${JSON.stringify(seen[role])}`);
  console.log(`  ${JSON.stringify(key)}: { ${parts.join(", ")} },`);
}
