/**
 * A message's limits and texts (spec §5). Apart from the zod schemas that enforce them, so the
 * composers (portal and inbox) can name them without loading zod.
 */
export const MESSAGE_MAX_LENGTH = 5000;
export const MAX_ATTACHMENTS_PER_MESSAGE = 10;
/** Spec §5: text empty after trimming but attachments present. */
export const ATTACHMENTS_ONLY_CONTENT = "Sent attachments";
export const EMPTY_MESSAGE = "Please enter a message or attach a file";
