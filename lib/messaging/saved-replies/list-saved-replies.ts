import "server-only";
import { asc, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { savedReplies } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { SavedReplyView } from "./saved-reply-schema";

/** Most a business keeps; the picker is a plain list. */
export const SAVED_REPLIES_LIMIT = 200;

/** The business's saved replies by title (index saved_replies_business_title_idx). */
export async function listSavedReplies(scope: BusinessScope): Promise<SavedReplyView[]> {
  const rows = await db
    .select({ id: savedReplies.id, title: savedReplies.title, body: savedReplies.body, updatedAt: savedReplies.updatedAt })
    .from(savedReplies)
    .where(eq(savedReplies.businessId, scope.businessId))
    .orderBy(asc(savedReplies.title), asc(savedReplies.id))
    .limit(SAVED_REPLIES_LIMIT);
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}
