import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { savedReplies } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";

/** Deletes one of the business's saved replies (messages already sent keep their text). */
export async function deleteSavedReply(scope: BusinessScope, savedReplyId: string): Promise<{ id: string }> {
  const [row] = await db
    .delete(savedReplies)
    .where(and(eq(savedReplies.businessId, scope.businessId), eq(savedReplies.id, savedReplyId)))
    .returning({ id: savedReplies.id });
  if (!row) throw new DomainError("not_found", "Saved reply not found");
  return row;
}
