/**
 * The eight callers of the authorisation matrix, signed in the real way (staff through the
 * sign-in server action, customers through /api/customer-login), and which marker strings
 * of the world each may never see.
 */
import type { World } from "../../support/authz-world";
import { WORLD_PASSWORD } from "../../support/authz-world";
import { mainHost, send, setCookies, tenantHost } from "./http";
import { callAction, type ManifestAction } from "./server-actions";

export const ROLES = ["anonymous", "customerA", "customerB", "customerC", "employee", "owner", "otherOwner", "superadmin"] as const;
export type Role = (typeof ROLES)[number];

/** Actions run the allowed callers last, so a refusal is never explained by an earlier success. */
export const ACTION_ROLE_ORDER: Role[] = ["anonymous", "customerC", "otherOwner", "employee", "customerB", "superadmin", "owner", "customerA"];

const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].filter(([, v]) => v).map(([k, v]) => `${k}=${v}`).join("; ");

async function staffCookie(actions: ManifestAction[], email: string, superadmin: boolean): Promise<string> {
  const name = superadmin ? "superadminSignInAction" : "signInAction";
  const action = actions.find((a) => a.exportedName === name)!;
  const answer = await callAction({
    host: mainHost,
    path: superadmin ? "/superadmin/login" : "/auth",
    actionId: action.id,
    args: [{ email, password: WORLD_PASSWORD }],
  });
  const cookie = cookieHeader(setCookies(answer.response));
  if (!(answer.result as { ok?: boolean } | undefined)?.ok || !cookie.includes("authjs.session-token=")) {
    throw new Error(`sign-in of ${email} failed: ${answer.response.status} ${JSON.stringify(answer.result)}`);
  }
  return cookie;
}

async function customerCookie(email: string, subdomain: string): Promise<string> {
  const host = tenantHost(subdomain);
  const response = await send({
    method: "POST",
    host,
    path: "/api/customer-login",
    headers: { "content-type": "application/json", origin: `http://${host}` },
    body: JSON.stringify({ email, password: WORLD_PASSWORD }),
  });
  const cookie = cookieHeader(setCookies(response));
  if (response.status !== 200 || !cookie.includes("sl_portal_session=")) throw new Error(`customer login of ${email} failed: ${response.status} ${response.body}`);
  return cookie;
}

/** One Cookie header per role, reused for every request (the caller sends it to whatever host it calls). */
export async function signInRoles(w: World, actions: ManifestAction[]): Promise<Record<Role, string>> {
  return {
    anonymous: "",
    customerA: await customerCookie(w.customerA.email, w.a.subdomain),
    customerB: await customerCookie(w.customerB.email, w.a.subdomain),
    customerC: await customerCookie(w.customerC.email, w.c.subdomain),
    employee: await staffCookie(actions, w.a.employeeEmail, false),
    owner: await staffCookie(actions, w.a.ownerEmail, false),
    otherOwner: await staffCookie(actions, w.c.ownerEmail, false),
    superadmin: await staffCookie(actions, w.superadmin.email, true),
  };
}

/**
 * What a role may never see. Business names are public (the portal's login page shows them).
 * A customer's rows belong to that customer and to their business's staff; a business's
 * services to its customers and staff; its pending invitations to its staff and to the
 * platform operator (the invitations screen).
 */
export function forbiddenMarkers(w: World, role: Role): string[] {
  const [, serviceA, inviteA] = w.a.markers;
  const [, serviceC, inviteC] = w.c.markers;
  const A = w.customerA.markers;
  const B = w.customerB.markers;
  const C = w.customerC.markers;
  switch (role) {
    case "anonymous":
      return [...A, ...B, ...C, inviteA, inviteC];
    case "customerA":
      return [...B, ...C, inviteA, inviteC, serviceC];
    case "customerB":
      return [...A, ...C, inviteA, inviteC, serviceC];
    case "customerC":
      return [...A, ...B, inviteA, inviteC, serviceA];
    case "employee":
    case "owner":
      return [...C, inviteC, serviceC];
    case "otherOwner":
      return [...A, ...B, inviteA, serviceA];
    case "superadmin":
      return [...A, ...B, ...C];
  }
}
