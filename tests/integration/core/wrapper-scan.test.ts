import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { ACTION_KIND } from "@/lib/core/define-action";
import { ROUTE_KIND } from "@/lib/core/routes/define-route";
import { HTTP_METHODS as METHODS, ROOT as root, routeModules, serverActionModules } from "../../support/code-scan";

/**
 * Issue 9 "one action and route core": every exported server action and every route
 * handler is made by one of the core's wrappers, which authenticate, authorise, validate
 * and map errors. This walks the code itself, so a new action or route is checked the day
 * it is added.
 */
vi.mock("next/headers", () => ({ headers: async () => new Headers(), cookies: async () => ({ get: () => undefined, set: () => {} }) }));

const HTTP_METHODS = new Set<string>(METHODS);
const serverModules = serverActionModules();
const routeFiles = routeModules();

describe("every server action goes through a core wrapper", () => {
  it("finds the server action modules", () => {
    expect(serverModules.length).toBeGreaterThanOrEqual(20);
  });

  it.each(serverModules)("%s exports only wrapped actions", async (file) => {
    const mod = (await import(path.join(root, file))) as Record<string, unknown>;
    const exported = Object.entries(mod).filter(([, value]) => typeof value === "function");
    expect(exported.length, "a \"use server\" module that exports no action").toBeGreaterThan(0);
    for (const [name, value] of exported) {
      expect((value as Record<symbol, unknown>)[ACTION_KIND], `${file} exports ${name} without a wrapper`).toMatch(
        /^(public|customer|staff|superadmin)$/,
      );
    }
    // Only async functions may leave a "use server" module; anything else is a mistake.
    const others = Object.entries(mod).filter(([, value]) => typeof value !== "function");
    expect(others.map(([name]) => name)).toEqual([]);
  });
});

describe("every route handler goes through a core wrapper", () => {
  it("finds the route modules", () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(15);
  });

  it.each(routeFiles)("%s exports only wrapped handlers", async (file) => {
    const mod = (await import(path.join(root, file))) as Record<string, unknown>;
    const handlers = Object.entries(mod).filter(([name]) => HTTP_METHODS.has(name));
    expect(handlers.length).toBeGreaterThan(0);
    for (const [name, value] of handlers) {
      expect((value as Record<symbol, unknown>)[ROUTE_KIND], `${file} exports ${name} without a wrapper`).toMatch(
        /^(public|customer|staff|superadmin|api)$/,
      );
    }
  });
});
