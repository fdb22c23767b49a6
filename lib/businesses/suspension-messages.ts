/** Client-safe: what a suspended business's staff are told (admin shell notice, refused actions). */
export const BUSINESS_SUSPENDED_MESSAGE = "This business is suspended. Contact ServiceLoop support to restore access.";
