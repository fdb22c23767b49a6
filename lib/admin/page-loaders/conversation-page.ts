import "server-only";
import { getBusinessProfile } from "@/lib/businesses/get-business-profile";
import { isDomainError } from "@/lib/foundation/domain-error";
import { hasAnyPermission } from "@/lib/identity/permissions";
import type { StaffContext } from "@/lib/identity/staff/staff-context";
import { getBusinessConversation } from "@/lib/messaging/inbox/get-business-conversation";
import { listLinkableDocuments } from "@/lib/messaging/inbox/list-linkable-documents";
import { markConversationReadByBusiness } from "@/lib/messaging/inbox/mark-business-read";
import { listSavedReplies } from "@/lib/messaging/saved-replies/list-saved-replies";

/**
 * /admin/messaging/{id}: opening the thread reads it for the member (a support view only looks,
 * so the customer is never shown "Seen" for an operator), then loads it with the business's
 * profile; a member who may reply also gets the documents to link and the saved replies.
 * Null when the conversation is not the business's.
 */
export async function loadConversationPage(staff: StaffContext, conversationId: string) {
  const scope = staff;
  const readerId = staff.supportView ? null : staff.userId;
  const [thread, profile] = await Promise.all([
    (async () => {
      if (readerId) await markConversationReadByBusiness(scope, conversationId, readerId);
      return getBusinessConversation(scope, conversationId);
    })().catch((error) => {
      if (isDomainError(error) && error.code === "not_found") return null;
      throw error;
    }),
    getBusinessProfile(scope),
  ]);
  if (!thread) return null;
  const canReply = hasAnyPermission(staff.permissions, ["send_messages"]);
  const [documents, savedReplies] = canReply ? await Promise.all([listLinkableDocuments(scope, thread.customer.id), listSavedReplies(scope)]) : [[], []];
  return { thread, profile, canReply, documents, savedReplies };
}
