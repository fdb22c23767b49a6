"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const thisYear = () => new Date().getFullYear();

/**
 * The copyright year. Pages are prerendered at build time, so the server snapshot is the build
 * year; the browser then renders its own current year, keeping an old build from showing a
 * stale year.
 */
export function CurrentYear() {
  const year = useSyncExternalStore(subscribe, thisYear, thisYear);
  return <>{year}</>;
}
