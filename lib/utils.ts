import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not merge Tailwind utilities (tailwind-merge would weigh ~4.5 kB
 * gzip on every page): the kit's looks are component classes, which a caller's utilities beat by
 * cascade layer, and no element is given two utilities for one property
 * (tests/unit/components/class-names.test.ts).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
