import { ArrowLeft, MessageSquareText } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/admin/empty-state";
import { SavedReplyForm } from "@/components/admin/messaging/saved-reply-form";
import { SavedReplyItem } from "@/components/admin/messaging/saved-reply-item";
import { PageHeader } from "@/components/admin/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { hasAnyPermission } from "@/lib/identity/permissions";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { listSavedReplies } from "@/lib/messaging/saved-replies/list-saved-replies";

export const metadata: Metadata = { title: "Saved replies" };

/** The business's saved replies (view_messages to read; send_messages to add, edit and delete). */
export default async function SavedRepliesPage() {
  const staff = await requireStaff({ section: "messaging" });
  const canManage = hasAnyPermission(staff.permissions, ["send_messages"]);
  const replies = await listSavedReplies(staff);
  return (
    <>
      <Link href="/admin/messaging" className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" /> All conversations
      </Link>
      <PageHeader title="Saved replies" icon={MessageSquareText} description="Answers you give often, inserted into a reply from the conversation's “Insert a saved reply” list." />
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        {replies.length === 0 ? (
          <EmptyState icon={MessageSquareText} title="No saved replies yet" body={canManage ? "Add your first one with the form." : "Members who can send messages add them here."} />
        ) : (
          <ul className="grid gap-3" aria-label="Saved replies">
            {replies.map((reply) => (
              <li key={reply.id} className="rounded-xl border bg-white p-4" data-testid="saved-reply">
                <SavedReplyItem reply={reply} canManage={canManage} />
              </li>
            ))}
          </ul>
        )}
        {canManage ? (
          <Card className="self-start">
            <CardHeader>
              <CardTitle>
                <h2>New saved reply</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <SavedReplyForm />
            </CardContent>
          </Card>
        ) : (
          <p className="text-sm text-muted-foreground">Adding and editing saved replies needs the send messages permission.</p>
        )}
      </div>
    </>
  );
}
