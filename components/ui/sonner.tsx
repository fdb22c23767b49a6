"use client";

import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Spec §9: only one toast is visible at a time. */
export function Toaster(props: ToasterProps) {
  return <Sonner visibleToasts={1} closeButton richColors position="top-right" {...props} />;
}
