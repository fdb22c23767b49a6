/**
 * Spec §5 slug rule: lower-case; keep letters, digits, spaces and hyphens; whitespace runs
 * become one hyphen; repeated hyphens collapse; hyphens trimmed at the ends; at most 50.
 */
export function slugify(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50)
    .replace(/-+$/g, "");
}
