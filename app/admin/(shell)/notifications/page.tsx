import { Bell } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/admin/empty-state";
import { Pagination } from "@/components/admin/list/pagination";
import { PageHeader } from "@/components/admin/page-header";
import { parseListParams, type SearchParams } from "@/lib/foundation/list-params";
import { getBusinessProfile } from "@/lib/businesses/get-business-profile";
import { formatMessageTime } from "@/lib/format/dates";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { listStaffNotifications } from "@/lib/notifications/staff/list-staff-notifications";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Notifications" };

const PATH = "/admin/notifications";

/** Every notification of the signed-in member (any staff member: each sees only their own). */
export default async function AdminNotificationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff({ section: "notifications" });
  const params = await searchParams;
  const list = parseListParams(params, { sorts: ["created"] as const, defaultSort: "created" });
  const scope = staff;
  const [{ rows, total }, profile] = await Promise.all([
    listStaffNotifications(scope, staff.userId, { limit: list.pageSize, offset: list.offset }),
    getBusinessProfile(scope),
  ]);
  return (
    <>
      <PageHeader title="Notifications" icon={Bell} description="Customer messages, service requests, quote decisions and signatures." />
      {rows.length === 0 ? (
        <EmptyState icon={Bell} title="No notifications yet" body="When a customer writes, requests a service, answers a quote, signs a contract or pays, it shows up here." />
      ) : (
        <>
          <ul className="divide-y rounded-xl border bg-white" aria-label="Notifications">
            {rows.map((n) => (
              <li key={n.id} className="flex flex-col gap-1 px-4 py-3" data-testid="staff-notification">
                <span className={cn("text-sm", !n.readAt && "font-semibold")}>
                  {n.link ? (
                    <Link href={n.link} className="underline-offset-4 hover:underline">
                      {n.title}
                    </Link>
                  ) : (
                    n.title
                  )}
                  {!n.readAt ? <span className="sr-only"> (unread)</span> : null}
                </span>
                {n.body ? <span className="line-clamp-2 text-sm text-muted-foreground">{n.body}</span> : null}
                <time className="text-xs text-muted-foreground" dateTime={n.createdAt}>
                  {formatMessageTime(n.createdAt, profile.timezone)}
                </time>
              </li>
            ))}
          </ul>
          <Pagination page={list.page} pageSize={list.pageSize} total={total} pathname={PATH} searchParams={params} noun="notifications" />
        </>
      )}
    </>
  );
}
