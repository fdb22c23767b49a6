import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 42 item 4: ARCHITECTURE.md's folder table names every folder of lib/, so the map stays
 * true as topics are added (a new folder without its row fails here).
 */
describe("ARCHITECTURE.md's folder table", () => {
  it("names every folder of lib/", () => {
    const text = fs.readFileSync(path.join(process.cwd(), "ARCHITECTURE.md"), "utf8");
    const start = text.indexOf("| folder | holds |");
    expect(start).toBeGreaterThan(-1);
    const table = text.slice(start).split("\n\n")[0];
    const folders = fs.readdirSync(path.join(process.cwd(), "lib"), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(20);
    expect(folders.filter((name) => !table.includes(`\`lib/${name}/\``))).toEqual([]);
  });
});
