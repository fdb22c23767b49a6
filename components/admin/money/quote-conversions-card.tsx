import Link from "next/link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { quoteConversionHref, type QuoteConversionLink } from "@/lib/quotes/conversions/quote-conversion-views";
import { QuoteConversionActions, type QuoteConversionOffer } from "./quote-conversion-actions";

const KIND_LABELS = {
  job: "Job",
  contract: "Contract",
  invoice: "Invoice",
} as const;

/** An approved quote's "Work from this quote": what it became, linked, and the conversions still open to this staff member. */
export function QuoteConversionsCard({ quoteId, links, offer }: { quoteId: string; links: QuoteConversionLink[]; offer: QuoteConversionOffer }) {
  const anyOffer = offer.job || offer.contract || offer.invoice;
  if (links.length === 0 && !anyOffer) return null;
  return (
    <Card data-testid="quote-conversions">
      <CardHeader>
        <CardTitle>
          <h2>Work from this quote</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {links.length > 0 ? (
          <ul className="grid gap-1 text-sm">
            {links.map((link) => (
              <li key={link.kind}>
                <Link className="underline underline-offset-4" href={quoteConversionHref(link)}>
                  {KIND_LABELS[link.kind]} {link.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Approved: schedule the work, draw up the contract or bill it without retyping the lines.</p>
        )}
        {anyOffer ? <QuoteConversionActions quoteId={quoteId} offer={offer} /> : null}
      </CardContent>
    </Card>
  );
}
