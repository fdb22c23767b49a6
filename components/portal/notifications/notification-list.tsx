import { Bell } from "@/components/icons";
import Link from "next/link";
import { formatMessageTime } from "@/lib/format/dates";
import type { NotificationView } from "@/lib/notifications/notification-views";
import { cn } from "@/lib/utils";
import { EmptyState } from "../empty-state";
import { PageHeader } from "../page-header";

export function NotificationList({ items, timeZone, basePath = "" }: { items: NotificationView[]; timeZone?: string; basePath?: string }) {
  return (
    <div>
      <PageHeader title="Notifications" description="Updates about your quotes, invoices, contracts, messages and visits." />
      {items.length === 0 ? (
        <EmptyState icon={Bell} title="No notifications">
          You have no notifications yet.
        </EmptyState>
      ) : (
        <ul className="divide-y rounded-xl border bg-white">
          {items.map((n) => (
            <li key={n.id} className="flex flex-col gap-1 px-4 py-3">
              <span className={cn("text-sm", !n.readAt && "font-semibold")}>
                {n.link ? (
                  <Link href={`${basePath}${n.link}`} className="underline-offset-4 hover:underline">
                    {n.title}
                  </Link>
                ) : (
                  n.title
                )}
                {!n.readAt ? <span className="sr-only"> (unread)</span> : null}
              </span>
              {n.body ? <span className="text-sm text-slate-600">{n.body}</span> : null}
              <span className="text-xs text-slate-600">{formatMessageTime(n.createdAt, timeZone)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
