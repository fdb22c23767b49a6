/** A saved reply's limits, zod-free so the saved-reply form can import them without loading zod. */
export const SAVED_REPLY_TITLE_MAX = 80;
