/**
 * Spec §5 "Attachments", for the file picker (the server checks the real type by content
 * in lib/storage). Client-safe.
 */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_ATTACHMENTS = "image/*,.pdf,.doc,.docx,.txt,.csv,.xlsx,.xls";
export const attachmentTooLargeMessage = (name: string) => `File ${name} is too large. Maximum size is 10MB.`;
