/**
 * What the code itself declares: the "use server" modules (server actions) and the route
 * handler modules of app/. The wrapper scan, the action negative tests and the authorisation
 * matrix read their lists from here, so a new action or route is covered the day it is added.
 */
import fs from "node:fs";
import path from "node:path";

// The project root: Vitest, Playwright and Stryker all run from it.
export const ROOT = process.cwd();
export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(entry.name)) out.push(full);
  }
  return out;
}

export const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");
const sources = () => ["lib", "app", "components"].flatMap((dir) => walk(path.join(ROOT, dir)));
const isServerModule = (file: string) => /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["']use server["']/.test(fs.readFileSync(file, "utf8"));

/** Repository-relative paths of every "use server" module. */
export const serverActionModules = (): string[] => sources().filter(isServerModule).map(relative).sort();

/** Repository-relative paths of every app/**\/route.ts(x). */
export const routeModules = (): string[] =>
  sources()
    .map(relative)
    .filter((file) => file.startsWith("app/") && /\/route\.tsx?$/.test(file))
    .sort();

/** The names a module exports as `export const|function|async function NAME` (read from its text). */
export function exportedNames(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  const names = [...text.matchAll(/^export\s+(?:const|let|async\s+function|function)\s+([A-Za-z0-9_$]+)/gm)].map((m) => m[1]);
  for (const m of text.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of m[1].split(",")) {
      const name = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/** Exported HTTP method handlers of a route module. */
export const routeMethods = (file: string): string[] => exportedNames(file).filter((n) => (HTTP_METHODS as readonly string[]).includes(n));
