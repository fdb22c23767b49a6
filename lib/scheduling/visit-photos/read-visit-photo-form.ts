import "server-only";
import { DomainError } from "@/lib/foundation/domain-error";
import { MAX_FILE_BYTES, fileTooLargeMessage } from "@/lib/files/file-rules";
import { VISIT_PHOTO_KINDS, VISIT_PHOTO_MESSAGES, type VisitPhotoKind } from "./visit-photo-rules";

/** Room for the multipart envelope around one 10 MB photo. */
const MAX_REQUEST_BYTES = MAX_FILE_BYTES + 64 * 1024;

/**
 * The crew's upload (multipart: `photo`, one file, and `kind`, before|after), refused with a
 * clear 4xx before anything is stored: a declared body over the limit is never read.
 */
export async function readVisitPhotoForm(request: Request): Promise<{ kind: VisitPhotoKind; name: string; bytes: Uint8Array }> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_REQUEST_BYTES) throw new DomainError("too_large", fileTooLargeMessage("photo"), { field: "photo" });
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw new DomainError("invalid", VISIT_PHOTO_MESSAGES.missing, { field: "photo" });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new DomainError("invalid", VISIT_PHOTO_MESSAGES.missing, { field: "photo" });
  }
  const kind = form.get("kind");
  if (typeof kind !== "string" || !(VISIT_PHOTO_KINDS as readonly string[]).includes(kind)) {
    throw new DomainError("invalid", VISIT_PHOTO_MESSAGES.kind, { field: "kind" });
  }
  const file = form.get("photo");
  if (!(file instanceof File)) throw new DomainError("invalid", VISIT_PHOTO_MESSAGES.missing, { field: "photo" });
  if (file.size > MAX_FILE_BYTES) throw new DomainError("too_large", fileTooLargeMessage(file.name), { field: "photo" });
  return { kind: kind as VisitPhotoKind, name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}
