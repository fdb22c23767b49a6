import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { createWorld, type World } from "../../support/authz-world";
import { closeDb, db } from "../portal/screens-support";
import { EXPECTED, outcomeFor, PARAMS, requestFor, inputFor, DESTRUCTIVE, type MatrixContext } from "./authorization-table";
import { mainHost, send, tenantHost, type HttpResponse } from "./http";
import { actionTargets, concretePath, pageTargets, routeTargets, sourceActions, type Target } from "./matrix-targets";
import { ACTION_ROLE_ORDER, forbiddenMarkers, ROLES, signInRoles, type Role } from "./matrix-roles";
import { buildActions, callAction } from "./server-actions";

/**
 * Issue 9 item 4: the authorisation matrix. Every page, route handler and server action (the
 * lists come from the code and the production build), each requested by eight callers
 * against the real production server. Expected outcomes live in authorization-table.ts; the
 * test fails on a different outcome, on any 5xx, on a response that contains a row its
 * caller must not see (marker strings seeded into every customer's and business's rows), and
 * on a page, route or action the table does not know.
 *
 * MATRIX_RECORD=<file> writes the outcomes seen instead of comparing them (to review, then
 * copy into the table when routes are added).
 */
const actions = buildActions();
const targets: Target[] = [...pageTargets(), ...routeTargets(), ...actionTargets(actions)];
// Actions that end a session run last: nothing after them depends on those cookies.
const ordered = [...targets.filter((t) => !DESTRUCTIVE.has(t.key)), ...targets.filter((t) => DESTRUCTIVE.has(t.key))];
const recordFile = process.env.MATRIX_RECORD;

let ctx: MatrixContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const world: World = await createWorld(db());
  const cookies = await signInRoles(world, actions);
  ctx = { world, cookies, fileId: "" };
  // Customer A's attachment, uploaded through the real route so its bytes exist.
  const uploads = routeTargets().find((t) => t.key === "route POST /api/portal/uploads")!;
  const upload = await send(requestFor(ctx, uploads, "customerA"));
  expect(upload.status, upload.body).toBe(200);
  ctx.fileId = (JSON.parse(upload.body) as { files: Array<{ id: string }> }).files[0].id;
});

test.afterAll(async () => {
  await closeDb();
});

/** Recording survives a worker restart: each target's outcomes are merged into the file at once. */
function record(key: string, seen: Record<string, string>) {
  const all = fs.existsSync(recordFile!) ? (JSON.parse(fs.readFileSync(recordFile!, "utf8")) as Record<string, unknown>) : {};
  fs.writeFileSync(recordFile!, JSON.stringify({ ...all, [key]: seen }, null, 2));
}

test("the matrix covers every page, route and action, and nothing else", () => {
  const keys = targets.map((t) => t.key);
  expect(keys.filter((k) => !EXPECTED[k]), "missing from authorization-table.ts").toEqual([]);
  expect(Object.keys(EXPECTED).filter((k) => !keys.includes(k)), "rows for things that no longer exist").toEqual([]);
  // Every exported action of the source is in the build, and the build has no other.
  const built = actions.map((a) => `${a.filename}#${a.exportedName}`).sort();
  expect(built).toEqual(sourceActions());
  console.log(`authorisation matrix: ${targets.length} targets (${pageTargets().length} pages, ${routeTargets().length} route handlers, ${actions.length} actions) × ${ROLES.length} roles = ${targets.length * ROLES.length} requests`);
});

async function run(target: Target, role: Role): Promise<{ outcome: string; texts: string[] }> {
  if (target.kind === "action") {
    const host = target.onTenant ? tenantHost(ctx.world.a.subdomain) : mainHost;
    const answer = await callAction({
      host,
      path: concretePath(target.pattern, PARAMS(ctx)),
      actionId: target.action!.id,
      args: [inputFor(ctx, target.key, role)],
      cookie: ctx.cookies[role] || undefined,
    });
    return { outcome: actionOutcome(answer.response, answer.result, answer.redirect), texts: [answer.response.body, String(answer.response.headers.location ?? "")] };
  }
  const response = await send(requestFor(ctx, target, role));
  return { outcome: httpOutcome(response), texts: [response.body, String(response.headers.location ?? "")] };
}

const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** "200", "307 /login", a 200 page that redirects while streaming: "200 → /login". */
function httpOutcome(response: HttpResponse): string {
  const location = response.headers.location;
  // Ids in a redirect (an admin page's callbackUrl) are the run's world ids: the table says {id}.
  if (location) return `${response.status} ${location.replace(/^https?:\/\/[^/]+/, "").replace(UUID_IN_TEXT, "{id}")}`;
  const streamed = /NEXT_REDIRECT;(?:replace|push);([^;]+);/.exec(response.body);
  if (response.status === 200 && streamed) return `200 → ${streamed[1]}`;
  if (/NEXT_HTTP_ERROR_FALLBACK;404/.test(response.body) && response.status === 200) return "200 → not-found";
  return String(response.status);
}

function actionOutcome(response: HttpResponse, result: unknown, redirect: string | null): string {
  if (redirect) return `redirect ${redirect}`;
  if (response.status !== 200) return httpOutcome(response);
  const r = result as { ok?: boolean; status?: number; code?: string } | undefined;
  if (r?.ok === true) return "ok";
  if (r?.ok === false) return `${r.status} ${r.code}`;
  if (r && "thrown" in r) return `thrown ${(r as { thrown: string }).thrown}`;
  return `200 ${JSON.stringify(result)?.slice(0, 40)}`;
}

for (const target of ordered) {
  test(target.key, async () => {
    const roles = target.kind === "action" ? ACTION_ROLE_ORDER : [...ROLES];
    const seen: Record<string, string> = {};
    const leaks: string[] = [];
    for (const role of roles) {
      const { outcome, texts } = await run(target, role);
      // Ids of the world's rows differ per run (e.g. a callbackUrl naming a job page): compared as {id}.
      seen[role] = outcome.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "{id}");
      for (const marker of forbiddenMarkers(ctx.world, role)) {
        if (texts.some((t) => t.includes(marker))) leaks.push(`${role} saw ${marker}`);
      }
    }
    if (recordFile) record(target.key, seen);
    const errors = Object.entries(seen).filter(([, o]) => /^5\d\d\b/.test(o) || / internal$/.test(o));
    expect(errors, "5xx answers").toEqual([]);
    expect(leaks, "foreign rows in responses").toEqual([]);
    if (!recordFile) {
      const expected = Object.fromEntries(roles.map((role) => [role, outcomeFor(target.key, role, ctx)]));
      expect(seen).toEqual(expected);
    }
  });
}
