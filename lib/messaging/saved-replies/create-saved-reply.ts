import "server-only";
import { count, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { savedReplies } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { SAVED_REPLIES_LIMIT } from "./list-saved-replies";
import type { SavedReplyInput } from "./saved-reply-schema";

/** Adds a saved reply for the business, written by the member (at most SAVED_REPLIES_LIMIT). */
export async function createSavedReply(scope: BusinessScope & { userId: string }, input: SavedReplyInput): Promise<{ id: string }> {
  const [{ n }] = await db.select({ n: count() }).from(savedReplies).where(eq(savedReplies.businessId, scope.businessId));
  if (n >= SAVED_REPLIES_LIMIT) throw new DomainError("conflict", `At most ${SAVED_REPLIES_LIMIT} saved replies; delete one first`);
  const [row] = await db
    .insert(savedReplies)
    .values({ businessId: scope.businessId, title: input.title, body: input.body, createdBy: scope.userId })
    .returning({ id: savedReplies.id });
  return row;
}
