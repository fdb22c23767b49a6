import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 42 item 3: pages read through loaders, one audit writer, and the big topics keep named
 * rooms, so a newcomer finds any behaviour in two hops from ARCHITECTURE.md.
 */
const ROOT = process.cwd();

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(rel) : [rel];
  });
}

describe("pages read through loaders", () => {
  it("no page, layout or component imports the database client", () => {
    const views = [...filesUnder("app"), ...filesUnder("components")].filter((file) => /\.(tsx?|mts)$/.test(file) && !/\/route\.ts$/.test(file));
    expect(views.length).toBeGreaterThan(100);
    const offenders = views.filter((file) => /from ["']@\/db\/client["']/.test(fs.readFileSync(path.join(ROOT, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});

describe("big topics keep their files in named rooms", () => {
  it.each(["lib/scheduling", "lib/admin/actions"])("%s holds folders only", (dir) => {
    const entries = fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true });
    expect(entries.filter((entry) => entry.isDirectory()).length).toBeGreaterThan(5);
    expect(entries.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
  });

  it("lib/customers keeps the customer record at its root and the rest in rooms", () => {
    const entries = fs.readdirSync(path.join(ROOT, "lib/customers"), { withFileTypes: true });
    expect(entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()).toEqual(["account", "activity", "import-export", "portal-access", "preview", "properties"]);
    expect(entries.filter((entry) => entry.isFile()).length).toBeLessThanOrEqual(20);
  });
});

describe("one audit writer", () => {
  it("only lib/audit inserts into audit_log", () => {
    const code = ["lib", "app", "db", "scripts"].flatMap(filesUnder).filter((file) => /\.(tsx?|mjs)$/.test(file) && !file.startsWith("lib/audit/"));
    expect(code.length).toBeGreaterThan(500);
    const writers = code.filter((file) => /insert\((?:schema\.)?auditLog\)|insert\s+into\s+audit_log/i.test(fs.readFileSync(path.join(ROOT, file), "utf8")));
    expect(writers).toEqual([]);
  });
});
