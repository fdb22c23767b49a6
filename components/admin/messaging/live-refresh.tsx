"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** How often an open inbox screen fetches its data again (docs/decisions/messaging-polling-sse.md). */
export const INBOX_REFRESH_MS = 2000;

/**
 * Keeps a server-rendered inbox screen live: its data is fetched again every few seconds while
 * the tab is visible (a hidden tab costs the server nothing). A refresh keeps the client state —
 * what is typed in a search box or a reply stays.
 */
export function useLiveRefresh(everyMs: number = INBOX_REFRESH_MS) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") router.refresh();
    }, everyMs);
    return () => clearInterval(timer);
  }, [router, everyMs]);
}

/** The inbox list's island: new customer messages move their conversation up, unread, without a reload (issue 37). */
export function LiveRefresh() {
  useLiveRefresh();
  return null;
}
