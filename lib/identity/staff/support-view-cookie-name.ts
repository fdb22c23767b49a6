/**
 * The support-view cookie's name (docs/decisions/support-view-as.md). Edge-safe on its own so
 * proxy.ts can tell a superadmin in support view from one who strayed onto /admin; the cookie's
 * value is only ever trusted after the database has matched its hash.
 */
export const SUPPORT_VIEW_COOKIE = "sl_support_view";
