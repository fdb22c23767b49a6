import { z } from "zod";
import { GENERIC_MESSAGES } from "@/lib/validation/generic";
import { isUuid } from "@/lib/foundation/is-uuid";
import { EMPTY_MESSAGE, MAX_ATTACHMENTS_PER_MESSAGE, MESSAGE_MAX_LENGTH } from "./message-limits";

export { ATTACHMENTS_ONLY_CONTENT, EMPTY_MESSAGE, MAX_ATTACHMENTS_PER_MESSAGE, MESSAGE_MAX_LENGTH } from "./message-limits";

/** Optional: senders without a composer (the API, scripts) may leave it out. */
export const clientMessageIdSchema = z.string().refine(isUuid, { message: "Invalid message id" }).optional();

/**
 * A customer's message (spec §5 "Message"): not empty after trimming unless it carries
 * attachments; up to ten uploaded files, named by their file ids.
 */
export const customerMessageSchema = z
  .object({
    conversationId: z.string().refine(isUuid, { message: "Conversation not found" }),
    content: z
      .string({ error: GENERIC_MESSAGES.custom })
      .trim()
      .max(MESSAGE_MAX_LENGTH, { error: GENERIC_MESSAGES.maxLength(MESSAGE_MAX_LENGTH) })
      .default(""),
    fileIds: z
      .array(z.string().refine(isUuid, { message: "Attachment not found" }))
      .max(MAX_ATTACHMENTS_PER_MESSAGE, { error: `At most ${MAX_ATTACHMENTS_PER_MESSAGE} files per message` })
      .default([]),
    /** The composer's id for this send, the same on every retry of it (issue 44 item 6). */
    clientMessageId: clientMessageIdSchema,
  })
  .refine((m) => m.content.length > 0 || m.fileIds.length > 0, { message: EMPTY_MESSAGE, path: ["content"] });

export type CustomerMessageInput = z.input<typeof customerMessageSchema>;
export type CustomerMessageData = z.output<typeof customerMessageSchema>;
