"use client";

import Link, { useLinkStatus } from "next/link";
import { useRouter } from "next/navigation";
import { useAppPathname } from "@/lib/navigation/app-router-hooks";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ComponentProps } from "react";
import type { GuardArea } from "@/lib/identity/staff/guard-timer";
import { GuardScreen } from "./guard-screen";

type GuardState = { area: GuardArea; pending: boolean; report: (id: string, pending: boolean) => void; reset: () => void };
const Context = createContext<GuardState | null>(null);

/**
 * Tracks navigations inside a guarded area: while the server validates access for the page
 * being opened, <GuardedContent> shows the guard screen (spec §2) in place of the page.
 */
export function NavigationGuardProvider({ area, children }: { area: GuardArea; children: React.ReactNode }) {
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((id: string, isPending: boolean) => {
    setPendingIds((current) => {
      if (current.has(id) === isPending) return current;
      const next = new Set(current);
      if (isPending) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const reset = useCallback(() => setPendingIds(new Set()), []);
  const value = useMemo(() => ({ area, pending: pendingIds.size > 0, report, reset }), [area, pendingIds, report, reset]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The area's page, or the guard screen while a navigation is pending. Cancel stays on the current page. */
export function GuardedContent({ children }: { children: React.ReactNode }) {
  const guard = useContext(Context);
  const router = useRouter();
  const pathname = useAppPathname();
  const pending = guard?.pending ?? false;
  return (
    <>
      {pending && guard ? (
        <GuardScreen
          area={guard.area}
          onCancel={() => {
            guard.reset();
            // A newer navigation supersedes the pending one.
            router.replace(pathname);
          }}
        />
      ) : null}
      <div className={pending ? "hidden" : "contents"}>{children}</div>
    </>
  );
}

function PendingReporter({ id }: { id: string }) {
  const { pending } = useLinkStatus();
  const guard = useContext(Context);
  const report = guard?.report;
  useEffect(() => {
    report?.(id, pending);
    return () => report?.(id, false);
  }, [report, id, pending]);
  return null;
}

/** A Link whose pending navigation shows the guard screen of the enclosing provider. */
export function GuardedLink({ children, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link {...props}>
      {children}
      <PendingReporter id={String(props.href)} />
    </Link>
  );
}
