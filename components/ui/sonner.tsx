"use client";

import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/*
 * Sonner's rich colours put mid-tone text on pale backgrounds (warning 3.1:1; success, info and
 * error about 4.3:1), below WCAG AA's 4.5:1; these darker texts reach 6.7:1 or more.
 */
const accessibleRichColors = {
  "--success-text": "#166534",
  "--error-text": "#991b1b",
  "--info-text": "#1e40af",
  "--warning-text": "#92400e",
} as React.CSSProperties;

/** Spec §9: only one toast is visible at a time. */
export function Toaster({ style, ...props }: ToasterProps) {
  return (
    <Sonner
      visibleToasts={1}
      closeButton
      richColors
      position="top-right"
      style={{ ...accessibleRichColors, ...style }}
      {...props}
    />
  );
}
