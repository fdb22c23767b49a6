/**
 * Postgres text cannot hold a NUL character: such input used to reach the database and
 * fail there as a 500. The wrappers refuse it up front, anywhere in the input.
 */
const MAX_DEPTH = 32;

export function containsNulByte(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return false;
  if (value instanceof Blob) return value instanceof File ? value.name.includes("\u0000") : false;
  if (value instanceof FormData) {
    for (const [key, entry] of value.entries()) if (key.includes("\u0000") || containsNulByte(entry, depth + 1)) return true;
    return false;
  }
  if (Array.isArray(value)) return value.some((item) => containsNulByte(item, depth + 1));
  for (const [key, entry] of Object.entries(value)) if (key.includes("\u0000") || containsNulByte(entry, depth + 1)) return true;
  return false;
}

export const INVALID_VALUE_MESSAGE = "Invalid value";
