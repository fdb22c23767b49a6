import type { DbOrTx } from "@/db/client";
import { files } from "@/db/schema/files";
import type { ACTOR_TYPES } from "@/db/schema/enums";
import { cleanFileName, classifyFile } from "./file-rules";
import { generateStorageKey } from "./storage/keys";
import { getStorage } from "./storage/storage";
import type { StorageDriver } from "./storage/types";

export type FileRow = typeof files.$inferSelect;

export type SaveFileInput = {
  /** The name the uploader gave the file (shown to users; never used as the storage path). */
  name: string;
  bytes: Uint8Array;
  uploadedBy: { type: (typeof ACTOR_TYPES)[number]; id: string | null };
  visibility?: "private" | "public";
};

export type SaveFileDeps = {
  /** A Drizzle instance or an open transaction; defaults to the app's pool (db/client). */
  db?: DbOrTx;
  storage?: StorageDriver;
};

/**
 * Stores an uploaded file for one business: checks its real type from its content and the
 * 10 MB limit (spec §5), writes the object under a generated key and records the `files`
 * row, which it returns. Throws FileRejectedError (user-facing message) for a refused file.
 *
 * Deliberately not `server-only`: the demo seed runs in plain Node and passes its own
 * transaction. App code may call it without `deps`.
 */
export async function saveFile(
  scope: { businessId: string },
  input: SaveFileInput,
  deps: SaveFileDeps = {},
): Promise<FileRow> {
  const name = cleanFileName(input.name);
  const { mimeType, ext } = await classifyFile(name, input.bytes);
  const storage = deps.storage ?? getStorage();
  const db = deps.db ?? (await import("@/db/client")).db;

  const storageKey = generateStorageKey(scope.businessId, ext);
  await storage.putObject({ key: storageKey, body: input.bytes, contentType: mimeType });
  try {
    const [row] = await db
      .insert(files)
      .values({
        businessId: scope.businessId,
        storageKey,
        name,
        mimeType,
        size: input.bytes.byteLength,
        visibility: input.visibility ?? "private",
        uploadedByType: input.uploadedBy.type,
        uploadedById: input.uploadedBy.id,
      })
      .returning();
    return row;
  } catch (error) {
    // No row means nobody can ever reach the object: remove it rather than leak an orphan.
    await storage.deleteObject(storageKey).catch(() => {});
    throw error;
  }
}
