import { MessageSquare } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/admin/empty-state";
import { ListFilter } from "@/components/admin/list/list-filter";
import { ListSearch } from "@/components/admin/list/list-search";
import { LiveRefresh } from "@/components/admin/messaging/live-refresh";
import { Pagination } from "@/components/admin/list/pagination";
import { PageHeader } from "@/components/admin/page-header";
import { Badge } from "@/components/ui/badge";
import { parseListParams, type SearchParams } from "@/lib/foundation/list-params";
import { getBusinessProfile } from "@/lib/businesses/get-business-profile";
import { formatMessageTime } from "@/lib/format/dates";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { listBusinessConversations } from "@/lib/messaging/inbox/list-business-conversations";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Messages" };

const PATH = "/admin/messaging";
const LIST = { sorts: ["activity"] as const, defaultSort: "activity" as const, filters: { status: ["unread"] as const } };

/** The inbox (view_messages): every customer conversation, newest activity first, kept live like the open thread. */
export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff({ section: "messaging" });
  const params = await searchParams;
  const list = parseListParams(params, LIST);
  const scope = staff;
  const [{ rows, total }, profile] = await Promise.all([
    listBusinessConversations(scope, { q: list.q, unreadOnly: list.filters.status === "unread", limit: list.pageSize, offset: list.offset }),
    getBusinessProfile(scope),
  ]);
  const filtered = list.q !== "" || list.filters.status !== undefined;
  return (
    <>
      <PageHeader
        title="Messages"
        icon={MessageSquare}
        description="Conversations with your customers, newest first."
        actions={
          <Link href="/admin/messaging/saved-replies" className="inline-flex h-9 items-center rounded-md border bg-white px-3 text-sm font-medium hover:bg-accent">
            Saved replies
          </Link>
        }
      />
      <LiveRefresh />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <ListSearch label="Search conversations by customer" placeholder="Search by customer name or email" />
        <ListFilter name="status" label="Conversations" options={[{ value: "unread", label: "Unread only" }]} />
      </div>
      {rows.length === 0 ? (
        <EmptyState
          icon={MessageSquare}
          title={filtered ? "No conversations match" : "No conversations yet"}
          body={filtered ? "Try another name or show all conversations." : "When a customer writes from their portal, the conversation appears here."}
        />
      ) : (
        <>
          <ul className="divide-y rounded-xl border bg-white" aria-label="Conversations">
            {rows.map((row) => (
              <li key={row.conversationId} data-testid="conversation-row" data-unread={row.unreadCount > 0}>
                <Link
                  href={`${PATH}/${row.conversationId}`}
                  className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none sm:flex-row sm:items-center sm:gap-4"
                >
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className={cn("truncate text-sm", row.unreadCount > 0 && "font-semibold")}>{row.customerName}</span>
                    <span className="truncate text-sm text-muted-foreground">
                      {row.lastSenderType && row.lastSenderType !== "customer" ? "You: " : ""}
                      {row.lastMessagePreview ?? ""}
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2">
                    {row.unreadCount > 0 ? (
                      <Badge data-testid="unread-badge" aria-label={`${row.unreadCount} unread`}>
                        {row.unreadCount}
                      </Badge>
                    ) : null}
                    {row.lastMessageAt ? (
                      <time className="text-xs text-muted-foreground" dateTime={row.lastMessageAt}>
                        {formatMessageTime(row.lastMessageAt, profile.timezone)}
                      </time>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination page={list.page} pageSize={list.pageSize} total={total} pathname={PATH} searchParams={params} noun="conversations" />
        </>
      )}
    </>
  );
}
