/** What every write answers while a superadmin looks at a business through support view. */
export const SUPPORT_VIEW_READ_ONLY_MESSAGE = "Support view is read-only";
export const SUPPORT_VIEW_NOT_ACTIVE_MESSAGE = "No support view is active";
