"use client";

import { Bell } from "@/components/icons";
import Link from "next/link";
import { useId, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { PopoverPanel } from "@/components/ui/popover";
import { markNotificationsReadAction } from "@/lib/portal/actions/mark-notifications-read";
import type { BellFeed } from "@/lib/notifications/bell-feed";
import { cn } from "@/lib/utils";

type Props = {
  feed: BellFeed;
  basePath?: string;
  /** The public demo shows the bell without touching any data. */
  demo?: boolean;
  className?: string;
  /** Reads the feed when the bell opens (the portal's action unless another audience gives its own). */
  markRead?: () => Promise<{ ok: boolean }>;
  /** The full list ("View all"); the portal's /notifications by default. */
  allHref?: string;
};

/** The customer's notifications (new quote, invoice, contract, message, job status) with an unread count. */
export function NotificationBell({ feed, basePath = "", demo = false, className, markRead = markNotificationsReadAction, allHref }: Props) {
  const [unread, setUnread] = useState(feed.unreadCount);
  const [, startTransition] = useTransition();
  const panelId = useId();

  function onOpenChange(open: boolean) {
    if (!open || unread === 0 || demo) return;
    setUnread(0);
    startTransition(async () => {
      const result = await markRead().catch(() => null);
      if (!result?.ok) setUnread(feed.unreadCount);
    });
  }

  const label = unread > 0 ? `Notifications, ${unread} unread` : "Notifications";
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={label} aria-haspopup="dialog" popoverTarget={panelId} className={cn("relative", className)}>
        <Bell aria-hidden="true" />
        {unread > 0 ? (
          <span
            data-testid="unread-count"
            className="ui-count"
            aria-hidden="true"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </Button>
      <PopoverPanel id={panelId} onOpenChange={onOpenChange} className="w-80 p-0" aria-label="Notifications">
        <div className="border-b px-4 py-3">
          <h2 className="text-sm font-semibold">Notifications</h2>
        </div>
        {feed.items.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">You have no notifications yet.</p>
        ) : (
          <ul className="max-h-96 divide-y overflow-y-auto" aria-label="Notifications">
            {feed.items.map((n) => {
              const body = (
                <>
                  <span className="flex items-start justify-between gap-2">
                    <span className={cn("text-sm", !n.readAt && "font-semibold")}>{n.title}</span>
                    {!n.readAt ? <span className="sr-only">(unread)</span> : null}
                  </span>
                  {n.body ? <span className="line-clamp-2 text-xs text-muted-foreground">{n.body}</span> : null}
                  <span className="text-xs text-muted-foreground">{n.when}</span>
                </>
              );
              return (
                <li key={n.id}>
                  {n.link ? (
                    <Link href={`${basePath}${n.link}`} className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none">
                      {body}
                    </Link>
                  ) : (
                    <div className="flex flex-col gap-1 px-4 py-3">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <div className="border-t px-4 py-2 text-right">
          <Link href={allHref ?? `${basePath}/notifications`} className="text-sm font-medium underline-offset-4 hover:underline">
            View all
          </Link>
        </div>
      </PopoverPanel>
    </>
  );
}
