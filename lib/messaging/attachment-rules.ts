/**
 * Spec §5 "Attachments", for the file picker (the server checks the real type by content
 * in lib/storage). Client-safe.
 */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/**
 * One upload request: one file at the limit plus its multipart framing. Must equal
 * next.config.ts experimental.proxyClientMaxBodySize ("11mb"): the proxy cuts longer bodies.
 */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_ATTACHMENT_BYTES + 1024 * 1024;
export const ACCEPTED_ATTACHMENTS = "image/*,.pdf,.doc,.docx,.txt,.csv,.xlsx,.xls";
export const attachmentTooLargeMessage = (name: string) => `File ${name} is too large. Maximum size is 10MB.`;
