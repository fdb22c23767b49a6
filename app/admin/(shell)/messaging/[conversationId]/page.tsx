import { ArrowLeft, MessageSquare } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { InboxThread } from "@/components/admin/messaging/inbox-thread";
import { MarkUnreadButton } from "@/components/admin/messaging/mark-unread-button";
import { PageHeader } from "@/components/admin/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { loadConversationPage } from "@/lib/admin/page-loaders/conversation-page";
import { formatCents } from "@/lib/format/money";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { adminFileUrl } from "@/lib/messaging/inbox/admin-file-url";

export const metadata: Metadata = { title: "Conversation" };

/** One conversation (view_messages); opening it reads the customer's messages for the business. */
export default async function AdminConversationPage({ params }: { params: Promise<{ conversationId: string }> }) {
  const staff = await requireStaff({ section: "messaging" });
  const { conversationId } = await params;
  const loaded = await loadConversationPage(staff, conversationId);
  if (!loaded) notFound();
  const { thread, profile, canReply, documents, savedReplies } = loaded;
  // Staff read files through their own route.
  const messages = thread.messages.map((m) => ({
    ...m,
    attachments: m.attachments.map((a) => (a.type === "file" ? { ...a, url: adminFileUrl(a.id) } : a)),
  }));
  const { customer } = thread;
  return (
    <>
      <Link href="/admin/messaging" className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" /> All conversations
      </Link>
      <PageHeader title={customer.name} icon={MessageSquare} actions={<MarkUnreadButton conversationId={conversationId} />} />
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <InboxThread
          conversationId={conversationId}
          customerName={customer.name}
          messages={messages}
          timeZone={profile.timezone}
          canReply={canReply}
          documents={documents}
          savedReplies={savedReplies}
        />
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Customer</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-2 text-sm">
              <div>
                <dt className="text-muted-foreground">Email</dt>
                <dd className="break-all">{customer.email ?? "—"}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Phone</dt>
                <dd>{customer.phone ?? "—"}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Address</dt>
                <dd>{customer.address ?? "—"}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Service plan</dt>
                <dd>{customer.servicePlan}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Outstanding balance</dt>
                <dd data-testid="customer-balance">{formatCents(customer.outstandingBalanceCents)}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
