import type { QuoteConversionKind } from "@/db/schema/enums";

/** One thing an approved quote became, as the quote's page links to it (client-safe). */
export type QuoteConversionLink = {
  kind: QuoteConversionKind;
  id: string;
  label: string;
};

/** Where each kind of target lives in the admin. */
export function quoteConversionHref(link: Pick<QuoteConversionLink, "kind" | "id">): string {
  if (link.kind === "job") return `/admin/schedule/jobs/${link.id}`;
  if (link.kind === "contract") return `/admin/contracts/${link.id}`;
  return `/admin/invoices/${link.id}`;
}
