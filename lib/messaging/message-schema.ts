import { z } from "zod";
import { GENERIC_MESSAGES } from "@/lib/validation/generic";
import { isUuid } from "@/lib/core/is-uuid";

export const MESSAGE_MAX_LENGTH = 5000;
export const MAX_ATTACHMENTS_PER_MESSAGE = 10;
/** Spec §5: text empty after trimming but attachments present. */
export const ATTACHMENTS_ONLY_CONTENT = "Sent attachments";
export const EMPTY_MESSAGE = "Please enter a message or attach a file";

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
  })
  .refine((m) => m.content.length > 0 || m.fileIds.length > 0, { message: EMPTY_MESSAGE, path: ["content"] });

export type CustomerMessageInput = z.input<typeof customerMessageSchema>;
export type CustomerMessageData = z.output<typeof customerMessageSchema>;
