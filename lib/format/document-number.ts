/**
 * Spec §9: a quote, invoice or contract without a number is shown by the first 8
 * characters of its id.
 */
export function displayDocumentNumber(number: string | null | undefined, id: string): string {
  const trimmed = number?.trim();
  return trimmed ? trimmed : id.slice(0, 8);
}

/** A revised quote or invoice says which revision it is ("Rev. 2"); the first one says nothing. */
export function displayRevision(revision: number | null | undefined): string | null {
  return revision && revision > 1 ? `Rev. ${revision}` : null;
}
