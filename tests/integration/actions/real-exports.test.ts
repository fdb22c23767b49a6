import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { ACTION_KIND, type WrappedAction } from "@/lib/core/define-action";
import { createWorld, type World } from "../../support/authz-world";
import { exportedNames, ROOT, serverActionModules } from "../../support/code-scan";
import { fingerprint } from "../../support/db-fingerprint";
import { asAnonymous, asCustomer, asStaff } from "../../support/fake-request";
import { ACTION_SPECS, REQUIRED_CATEGORIES, type ActionCase, type Untouched, type Who } from "./action-cases";

/**
 * Issue 16 item 3: every exported server action, called as exported (its wrapper included)
 * with a real Auth.js cookie or a real portal session, for no session, the wrong role or a
 * missing permission, another customer's or business's ids, and bad input — asserting the
 * typed ActionResult and that the database did not change. Only the request context is fake.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

let world: World;
beforeAll(async () => {
  world = await createWorld(db);
});

const modules = serverActionModules();
const loaded = new Map<string, Record<string, unknown>>();
async function actionOf(key: string): Promise<WrappedAction<unknown>> {
  const [file, name] = key.split("#");
  if (!loaded.has(file)) loaded.set(file, (await import(`${ROOT}/${file}`)) as Record<string, unknown>);
  return loaded.get(file)![name] as WrappedAction<unknown>;
}

async function become(who: Who, w: World) {
  if (who === "anonymous") return asAnonymous();
  if (who === "customerA") return void (await asCustomer(w.customerA, w.a.subdomain));
  if (who === "customerB") return void (await asCustomer(w.customerB, w.a.subdomain));
  if (who === "customerC") return void (await asCustomer(w.customerC, w.c.subdomain));
  if (who === "customerAOnC") return void (await asCustomer(w.customerA, w.c.subdomain));
  const user = { employee: w.a.employeeId, owner: w.a.ownerId, otherOwner: w.c.ownerId, superadmin: w.superadmin.id }[who];
  await asStaff(user);
}

async function rowDigests(rows: Untouched[]) {
  const out: string[] = [];
  for (const r of rows) {
    const [digest] = (await db.execute<{ d: string | null }>(
      sql`select md5(string_agg(t::text, '|' order by t::text)) as d from ${sql.identifier(r.table)} t where ${sql.identifier(r.column ?? "id")}::text = ${r.value}`,
    )) as unknown as Array<{ d: string | null }>;
    out.push(`${r.table}:${r.value}:${digest?.d ?? "absent"}`);
  }
  return out;
}

const worldState = (w: World) =>
  fingerprint(db, { businessIds: [w.a.id, w.c.id], userIds: [w.a.ownerId, w.a.employeeId, w.c.ownerId, w.superadmin.id] });

describe("the list of server actions comes from the code", () => {
  const exported = modules.flatMap((file) => exportedNames(file).map((name) => `${file}#${name}`));

  it("finds every exported action and each has negative cases", () => {
    expect(exported.length).toBeGreaterThanOrEqual(20);
    expect(exported.filter((key) => !ACTION_SPECS[key]), "actions without negative cases in action-cases.ts").toEqual([]);
    expect(Object.keys(ACTION_SPECS).filter((key) => !exported.includes(key)), "cases for actions that no longer exist").toEqual([]);
  });

  it.each(exported)("%s has a case for every category its wrapper requires", async (key) => {
    const kind = (await actionOf(key))[ACTION_KIND];
    const spec = ACTION_SPECS[key];
    for (const category of REQUIRED_CATEGORIES[kind]) {
      const covered = spec.cases.some((c) => c.category === category) || Boolean(spec.notApplicable?.[category]);
      expect(covered, `${key} (${kind}) has no "${category}" case and no reason why not`).toBe(true);
    }
  });
});

// Negative cases first (they must change nothing), then the allowed calls that prove the
// same inputs work for the right caller.
const cases = Object.entries(ACTION_SPECS).flatMap(([key, spec]) => spec.cases.map((c) => ({ key, ...c })));
const ordered = [...cases.filter((c) => c.category !== "allowed"), ...cases.filter((c) => c.category === "allowed")];
const label = (c: ActionCase & { key: string }) => `${c.key.split("#")[1]} · ${c.category} · ${c.who}${c.why ? ` (${c.why})` : ""}`;

describe("every action through its real export", () => {
  it.each(ordered.map((c) => [label(c), c] as const))("%s", async (_label, c) => {
    await become(c.who, world);
    const action = await actionOf(c.key);
    const input = c.input(world);
    const before = c.untouched ? await rowDigests(c.untouched(world)) : await worldState(world);
    const errors = vi.spyOn(console, "error");
    const result = await action(input);
    expect(result, JSON.stringify(result)).toMatchObject(c.expect);
    if (c.category !== "allowed") {
      expect(c.untouched ? await rowDigests(c.untouched(world)) : await worldState(world)).toEqual(before);
    }
    // A refusal is an expected outcome, never an internal error.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
