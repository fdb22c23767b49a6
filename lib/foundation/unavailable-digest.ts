/**
 * The digest a page's DatabaseUnavailableError carries (lib/foundation/database-unavailable.ts). It
 * survives Next's production redaction of error messages, so the error boundaries can show
 * "temporarily unavailable, try again". Its own module: the boundaries are on every page's first
 * load and need only this, not the classifier.
 */
export const DATABASE_UNAVAILABLE_DIGEST = "SERVICELOOP_DATABASE_UNAVAILABLE";

/** For error boundaries: was this the database being out of reach? */
export function isUnavailableDigest(error: { digest?: string } | null | undefined): boolean {
  return error?.digest === DATABASE_UNAVAILABLE_DIGEST;
}
