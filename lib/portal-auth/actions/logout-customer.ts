"use server";

import "server-only";
import { cookies } from "next/headers";
import { PORTAL_COOKIE_NAME, clearedPortalCookieOptions } from "../portal-cookie";
import { deleteCustomerSession } from "../sessions";

export type LogoutResult = { success: true } | { success: false; message: string };

/**
 * Portal logout. The session cookie is the only authority it needs: whoever holds the
 * token may end that session, and nothing else is touched. The cookie is cleared even
 * when the server-side delete fails, so the browser is signed out either way.
 */
export async function logoutCustomer(): Promise<LogoutResult> {
  const jar = await cookies();
  const token = jar.get(PORTAL_COOKIE_NAME)?.value;
  try {
    if (token) await deleteCustomerSession({ token });
    return { success: true };
  } catch (error) {
    console.error("portal logout failed", error);
    return { success: false, message: "Logout failed" };
  } finally {
    jar.set(PORTAL_COOKIE_NAME, "", clearedPortalCookieOptions());
  }
}
