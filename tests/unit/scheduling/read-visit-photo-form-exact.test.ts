import { describe, expect, it } from "vitest";
import { DomainError } from "@/lib/foundation/domain-error";
import { MAX_FILE_BYTES } from "@/lib/files/file-rules";
import { readVisitPhotoForm } from "@/lib/scheduling/visit-photos/read-visit-photo-form";

/**
 * Exact pins for reading the crew's photo upload: each bad request's refusal (code, message,
 * field), the declared-size limit of the whole request (10 MB + 64 KB envelope) and the file's
 * own 10 MB limit on both sides, and that a refused request's body is never read.
 */
const MAX_REQUEST_BYTES = MAX_FILE_BYTES + 64 * 1024;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MISSING = { code: "invalid", message: "Choose a photo to upload", field: "photo" };

function multipart(parts: { kind?: string; photo?: File | string }, headers: Record<string, string> = {}) {
  const form = new FormData();
  if (parts.kind !== undefined) form.append("kind", parts.kind);
  if (parts.photo !== undefined) form.append("photo", parts.photo);
  const request = new Request("http://localhost:3000/api/admin/visits/x/photos", { method: "POST", body: form });
  // The form's own content type (with its boundary), plus whatever the case declares.
  const merged = new Headers(request.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return new Request(request, { headers: merged });
}

async function refusal(request: Request) {
  const error = await readVisitPhotoForm(request).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  const { code, message, field } = error as DomainError;
  return { code, message, field };
}

const png = (size: number, name = "yard.png") => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD.slice(0, Math.min(size, PNG_HEAD.length)));
  return new File([bytes], name, { type: "image/png" });
};

describe("readVisitPhotoForm", () => {
  it("reads the kind, the file's name and its bytes", async () => {
    const result = await readVisitPhotoForm(multipart({ kind: "after", photo: png(12, "back.png") }));
    expect(result.kind).toBe("after");
    expect(result.name).toBe("back.png");
    expect(result.bytes).toBeInstanceOf(Uint8Array);
    expect([...result.bytes]).toEqual([...PNG_HEAD, 0, 0, 0, 0]);
  });

  it("a declared length of exactly 10 MB + 64 KB is read; one byte more is refused as too large, unread", async () => {
    const atLimit = multipart({ kind: "before", photo: png(10) }, { "content-length": String(MAX_REQUEST_BYTES) });
    expect(await readVisitPhotoForm(atLimit)).toMatchObject({ kind: "before", name: "yard.png" });
    // Just over the bare file limit is still inside the envelope's allowance.
    const overFileOnly = multipart({ kind: "before", photo: png(10) }, { "content-length": String(MAX_FILE_BYTES + 1) });
    expect(await readVisitPhotoForm(overFileOnly)).toMatchObject({ kind: "before" });

    const over = multipart({ kind: "before", photo: png(10) }, { "content-length": String(MAX_REQUEST_BYTES + 1) });
    expect(await refusal(over)).toEqual({ code: "too_large", message: "File photo is too large. Maximum size is 10MB.", field: "photo" });
    expect(over.bodyUsed).toBe(false);
  });

  it("a request that is not multipart is refused as a missing photo without reading its body", async () => {
    const urlencoded = new Request("http://localhost:3000/x", { method: "POST", body: new URLSearchParams({ photo: "x" }) });
    expect(await refusal(urlencoded)).toEqual(MISSING);
    expect(urlencoded.bodyUsed).toBe(false);
    const json = new Request("http://localhost:3000/x", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(await refusal(json)).toEqual(MISSING);
    expect(json.bodyUsed).toBe(false);
    const noType = new Request("http://localhost:3000/x", { method: "POST" });
    expect(await refusal(noType)).toEqual(MISSING);
  });

  it("the multipart type is matched case-insensitively", async () => {
    const request = multipart({ kind: "before", photo: png(10) });
    const upper = new Request(request, { headers: { "content-type": request.headers.get("content-type")!.replace("multipart/form-data", "Multipart/Form-Data") } });
    expect(await readVisitPhotoForm(upper)).toMatchObject({ kind: "before", name: "yard.png" });
  });

  it("a multipart body that does not parse is a missing photo", async () => {
    const broken = new Request("http://localhost:3000/x", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=abc" }, body: "not a form" });
    expect(await refusal(broken)).toEqual(MISSING);
  });

  it("a missing or unknown kind is refused on the kind field", async () => {
    const KIND = { code: "invalid", message: "Say whether the photo is from before or after the work", field: "kind" };
    expect(await refusal(multipart({ photo: png(10) }))).toEqual(KIND);
    expect(await refusal(multipart({ kind: "during", photo: png(10) }))).toEqual(KIND);
    expect(await refusal(multipart({ kind: "Before", photo: png(10) }))).toEqual(KIND);
  });

  it("no photo part, or a photo part that is text, is a missing photo", async () => {
    expect(await refusal(multipart({ kind: "before" }))).toEqual(MISSING);
    expect(await refusal(multipart({ kind: "before", photo: "yard.png" }))).toEqual(MISSING);
  });

  it("a file of exactly 10 MB is read; one byte more is refused as too large, named", async () => {
    const atLimit = await readVisitPhotoForm(multipart({ kind: "before", photo: png(MAX_FILE_BYTES, "big.png") }));
    expect(atLimit.bytes.byteLength).toBe(MAX_FILE_BYTES);
    expect(await refusal(multipart({ kind: "before", photo: png(MAX_FILE_BYTES + 1, "bigger.png") }))).toEqual({
      code: "too_large", message: "File bigger.png is too large. Maximum size is 10MB.", field: "photo",
    });
  });
});
