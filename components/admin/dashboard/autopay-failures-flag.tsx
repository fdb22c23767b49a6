import { AlertTriangle } from "@/components/icons";
import Link from "next/link";
import { formatListDate } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import type { AutopayFailure } from "@/lib/money/autopay/list-autopay-failures";

/** Dashboard flag: unpaid invoices whose automatic card charge was declined, each linked. Nothing when there are none. */
export function AutopayFailuresFlag({ count, invoices, timeZone }: { count: number; invoices: AutopayFailure[]; timeZone: string }) {
  if (count === 0) return null;
  return (
    <section aria-labelledby="autopay-failed-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="autopay-failed-flag">
      <h2 id="autopay-failed-heading" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-5 text-amber-700" aria-hidden="true" />
        Autopay failed <span className="rounded-full bg-amber-200 px-2 text-sm tabular-nums">{count}</span>
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">These customers&apos; saved cards were declined. They have been emailed a link to update their card.</p>
      <ul className="mt-3 grid gap-2 text-sm">
        {invoices.map((f) => (
          <li key={f.invoiceId} className="flex flex-wrap items-baseline gap-x-2">
            <Link href={`/admin/invoices/${f.invoiceId}`} className="font-medium text-primary underline underline-offset-4">
              Invoice #{displayDocumentNumber(f.invoiceNumber, f.invoiceId)}
            </Link>
            <span>
              {f.customerName} · {formatCents(f.dueCents)} due · {f.attempts} failed {f.attempts === 1 ? "attempt" : "attempts"}
            </span>
            <span className="text-muted-foreground">{f.nextRetryAt ? `next try ${formatListDate(f.nextRetryAt, timeZone)}` : "no more retries"}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
