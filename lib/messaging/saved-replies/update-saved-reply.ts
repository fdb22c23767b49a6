import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { savedReplies } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { SavedReplyInput } from "./saved-reply-schema";

/** Changes one of the business's saved replies; another business's id is "not found". */
export async function updateSavedReply(scope: BusinessScope, savedReplyId: string, input: SavedReplyInput): Promise<{ id: string }> {
  const [row] = await db
    .update(savedReplies)
    .set({ title: input.title, body: input.body, updatedAt: sql`now()` })
    .where(and(eq(savedReplies.businessId, scope.businessId), eq(savedReplies.id, savedReplyId)))
    .returning({ id: savedReplies.id });
  if (!row) throw new DomainError("not_found", "Saved reply not found");
  return row;
}
