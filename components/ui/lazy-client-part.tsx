"use client";

import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";

/**
 * A part of a page whose code is a chunk of its own, rendered only in the browser once that
 * chunk has arrived: editors low on a page that its first paint does not need (a draft
 * invoice's lines, a job's whole-job form). Client-only on purpose: a server-rendered form
 * whose code arrives after the page's would drop what is typed or clicked before it hydrates.
 */
export function lazyClientPart<P extends object>(load: () => Promise<ComponentType<P>>, loadingText: string) {
  const Part = lazy(() => load().then((component) => ({ default: component })));

  return function LazyClientPart(props: P) {
    const [inBrowser, setInBrowser] = useState(false);
    useEffect(() => setInBrowser(true), []);
    const loading = (
      <p role="status" className="text-sm text-muted-foreground">
        {loadingText}
      </p>
    );
    if (!inBrowser) return loading;
    return (
      <Suspense fallback={loading}>
        <Part {...props} />
      </Suspense>
    );
  };
}
