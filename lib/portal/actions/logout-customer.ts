"use server";

import "server-only";
import { cookies } from "next/headers";
import { noInput } from "@/lib/foundation/no-input";
import { publicAction } from "@/lib/core/public-action";
import { PORTAL_COOKIE_NAME, clearedPortalCookieOptions } from "@/lib/identity/customer/portal-cookie";
import { deleteCustomerSession } from "@/lib/identity/customer/sessions";

/**
 * Portal logout. The session cookie is the only authority it needs: whoever holds the
 * token may end that session, and nothing else is touched. The cookie is cleared even
 * when the server-side delete fails, so the browser is signed out either way.
 */
export const logoutCustomer = publicAction(
  noInput,
  async () => {
    const jar = await cookies();
    const token = jar.get(PORTAL_COOKIE_NAME)?.value;
    try {
      if (token) await deleteCustomerSession({ token });
    } finally {
      jar.set(PORTAL_COOKIE_NAME, "", clearedPortalCookieOptions());
    }
    return null;
  },
  { fallback: "Logout failed" },
);
