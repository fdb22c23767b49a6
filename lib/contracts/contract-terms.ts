/**
 * The terms a contract shows under its text, once (client-safe: the portal's preview and print
 * window use it, as the PDF and the admin page do). A contract made from a quote carries the
 * quote's terms inside its text — they must be in what the customer signs, whose SHA-256 covers
 * the text alone — and in its `terms` field too (the API's); printed again under the text they
 * read twice (issue 37). Null when there are none or the text already holds them.
 */
export function termsShownApart(contract: { content: string | null; terms: string | null }): string | null {
  const terms = contract.terms?.trim();
  if (!terms) return null;
  return (contract.content ?? "").includes(terms) ? null : terms;
}
