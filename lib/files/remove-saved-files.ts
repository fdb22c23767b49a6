import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/db/client";
import { files } from "@/db/schema/files";
import type { StorageDriver } from "./storage/types";

/**
 * Undoes the files an upload stored before one of its siblings failed (issue 44 item 5): the
 * rows first (nobody can reach the bytes once they are gone), then the objects. Only files of
 * this business, named by the failed request itself, so none is attached to a message yet.
 */
export async function removeSavedFiles(scope: { businessId: string }, fileIds: string[], storage: StorageDriver): Promise<void> {
  if (fileIds.length === 0) return;
  const removed = await db
    .delete(files)
    .where(and(eq(files.businessId, scope.businessId), inArray(files.id, fileIds)))
    .returning({ storageKey: files.storageKey });
  for (const { storageKey } of removed) await storage.deleteObject(storageKey);
}
