import { z } from "zod";
import { isUuid } from "@/lib/foundation/is-uuid";
import { requiredText } from "@/lib/validation/generic";
import { MESSAGE_MAX_LENGTH } from "../message-schema";
import { SAVED_REPLY_TITLE_MAX } from "./saved-reply-limits";

export { SAVED_REPLY_TITLE_MAX } from "./saved-reply-limits";

/* Client-safe: the saved-reply form and the server actions validate with the same rules. */

const savedReplyId = z.string({ error: "Saved reply not found" }).refine(isUuid, { message: "Saved reply not found" });

export const savedReplyInputSchema = z.object({
  title: requiredText({ max: SAVED_REPLY_TITLE_MAX }),
  // A saved reply is inserted into a message, so it may be no longer than one.
  body: requiredText({ max: MESSAGE_MAX_LENGTH }),
});
export type SavedReplyInput = z.infer<typeof savedReplyInputSchema>;

export const updateSavedReplySchema = savedReplyInputSchema.extend({ savedReplyId });
export const deleteSavedReplySchema = z.object({ savedReplyId });

/** What the inbox and the management page show. */
export type SavedReplyView = { id: string; title: string; body: string; updatedAt: string };
