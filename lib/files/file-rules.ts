import { fileTypeFromBuffer } from "file-type";

/** Spec §5 / §9: at most 10 MB (10485760 bytes) per file. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export type FileRejectionCode = "file_too_large" | "file_type_not_allowed" | "file_empty";

/** A file the upload rules refuse; `message` is safe to show to the user. */
export class FileRejectedError extends Error {
  readonly code: FileRejectionCode;
  constructor(code: FileRejectionCode, message: string) {
    super(message);
    this.name = "FileRejectedError";
    this.code = code;
  }
}

export const fileTooLargeMessage = (name: string) => `File ${name} is too large. Maximum size is 10MB.`;
export const fileTypeNotAllowedMessage = (name: string) =>
  `File ${name} is not an allowed type. Allowed: images, PDF, Word, Excel, text and CSV files.`;
export const fileEmptyMessage = (name: string) => `File ${name} is empty.`;

/**
 * Detected types we accept (spec §5: images, pdf, doc, docx, txt, csv, xlsx, xls).
 * SVG is deliberately not an image here: it can carry script.
 */
const ALLOWED_SNIFFED: Record<string, { mimeType: string; ext: string }> = {
  "image/png": { mimeType: "image/png", ext: "png" },
  "image/jpeg": { mimeType: "image/jpeg", ext: "jpg" },
  "image/gif": { mimeType: "image/gif", ext: "gif" },
  "image/webp": { mimeType: "image/webp", ext: "webp" },
  "image/avif": { mimeType: "image/avif", ext: "avif" },
  "image/heic": { mimeType: "image/heic", ext: "heic" },
  "image/heif": { mimeType: "image/heif", ext: "heif" },
  "image/bmp": { mimeType: "image/bmp", ext: "bmp" },
  "image/tiff": { mimeType: "image/tiff", ext: "tif" },
  "application/pdf": { mimeType: "application/pdf", ext: "pdf" },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ext: "docx",
  },
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ext: "xlsx",
  },
};

/** Legacy Office files are OLE compound files; only the name tells a .doc from an .xls. */
const CFB_BY_EXTENSION: Record<string, { mimeType: string; ext: string }> = {
  doc: { mimeType: "application/msword", ext: "doc" },
  xls: { mimeType: "application/vnd.ms-excel", ext: "xls" },
};

const TEXT_BY_EXTENSION: Record<string, { mimeType: string; ext: string }> = {
  txt: { mimeType: "text/plain; charset=utf-8", ext: "txt" },
  csv: { mimeType: "text/csv; charset=utf-8", ext: "csv" },
};

function nameExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
}

/** Plain text has no magic bytes: accept it only when it decodes as UTF-8 and holds no NUL. */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The display name to keep: the last path segment of what the client sent, without control
 * characters, at most 255 characters.
 */
export function cleanFileName(name: string): string {
  const base = String(name ?? "").split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 255);
  return cleaned || "file";
}

/**
 * Decides what a file really is from its content (never from its name alone) and whether
 * the spec allows it. Throws FileRejectedError with a user-facing message otherwise.
 */
export async function classifyFile(name: string, bytes: Uint8Array): Promise<{ mimeType: string; ext: string }> {
  if (bytes.byteLength > MAX_FILE_BYTES) throw new FileRejectedError("file_too_large", fileTooLargeMessage(name));
  if (bytes.byteLength === 0) throw new FileRejectedError("file_empty", fileEmptyMessage(name));

  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed) {
    const allowed = ALLOWED_SNIFFED[sniffed.mime];
    if (allowed) return allowed;
    const cfb = sniffed.ext === "cfb" ? CFB_BY_EXTENSION[nameExtension(name)] : undefined;
    if (cfb) return cfb;
    throw new FileRejectedError("file_type_not_allowed", fileTypeNotAllowedMessage(name));
  }
  const text = TEXT_BY_EXTENSION[nameExtension(name)];
  if (text && isUtf8Text(bytes)) return text;
  throw new FileRejectedError("file_type_not_allowed", fileTypeNotAllowedMessage(name));
}
