import { MessageSquareQuote, Star } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/admin/empty-state";
import { PageHeader } from "@/components/admin/page-header";
import { BarChart } from "@/components/admin/reports/bar-chart";
import { ReportsTabs } from "@/components/admin/reports/reports-tabs";
import { ReviewReplyForm } from "@/components/admin/reports/review-reply-form";
import { Stars } from "@/components/feedback/stars";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { SearchParams } from "@/lib/foundation/list-params";
import { parseReviewFilter, type ReviewFilter } from "@/lib/feedback/feedback-schema";
import { listBusinessReviews } from "@/lib/feedback/list-business-reviews";
import { formatListDate } from "@/lib/format/dates";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { businessClock } from "@/lib/reports/business-clock";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Reviews" };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const FILTERS: Array<{ value: ReviewFilter | null; label: string }> = [
  { value: null, label: "All" },
  { value: "5", label: "5 stars" },
  { value: "4", label: "4 stars" },
  { value: "3", label: "3 stars" },
  { value: "2", label: "2 stars" },
  { value: "1", label: "1 star" },
  { value: "low", label: "Low (1–2)" },
];

/** Reviews (view_reports): every rating customers gave their visits, the average, a filter by stars, and replies. */
export default async function AdminReviewsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff({ section: "reports" });
  const filter = parseReviewFilter(first((await searchParams).rating));
  const scope = staff;
  const [{ reviews, summary, shown, limit }, clock] = await Promise.all([listBusinessReviews(scope, filter), businessClock(scope)]);
  const average = summary.average === null ? "—" : summary.average.toFixed(2);
  return (
    <div className="grid gap-6">
      <PageHeader title="Reviews" icon={MessageSquareQuote} description="What customers said about their visits. A rating of 2 stars or fewer alerts the owner at once." />
      <ReportsTabs current="reviews" />

      <Card aria-labelledby="review-summary-heading">
        <CardHeader>
          <CardTitle>
            <h2 id="review-summary-heading">Average rating</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-[minmax(0,14rem)_1fr]">
          <div className="flex flex-col gap-1">
            <p className="text-4xl font-bold" data-testid="average-rating">
              {average}
            </p>
            {summary.average !== null ? <Stars rating={Math.round(summary.average)} /> : null}
            <p className="text-sm text-muted-foreground">
              {summary.count === 1 ? "1 review" : `${summary.count} reviews`}
            </p>
          </div>
          <div className="grid gap-2">
            <BarChart
              id="ratings"
              title="Reviews per star rating"
              description={`${summary.count} reviews, average ${average} out of 5; the table gives the count for each rating.`}
              bars={[1, 2, 3, 4, 5].map((n) => ({ label: `${n}★`, value: summary.byRating[n as 1 | 2 | 3 | 4 | 5] }))}
              format={(n) => `${n} reviews`}
            />
            <Table aria-label="Reviews per star rating">
              <TableHeader>
                <TableRow>
                  {[5, 4, 3, 2, 1].map((n) => (
                    <TableHead key={n} className="text-right">
                      {n === 1 ? "1 star" : `${n} stars`}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                <TableRow>
                  {[5, 4, 3, 2, 1].map((n) => (
                    <TableCell key={n} className="text-right">
                      {summary.byRating[n as 1 | 2 | 3 | 4 | 5]}
                    </TableCell>
                  ))}
                </TableRow>
              </TableBody>
            </Table>
          </div>
        </CardContent>
      </Card>

      <nav aria-label="Filter by rating" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <Link
            key={f.label}
            href={f.value ? `/admin/reports/reviews?rating=${f.value}` : "/admin/reports/reviews"}
            aria-current={f.value === filter ? "page" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
              f.value === filter ? "border-primary bg-primary text-primary-foreground" : "bg-white hover:bg-accent",
            )}
          >
            {f.label}
          </Link>
        ))}
      </nav>

      {reviews.length === 0 ? (
        <EmptyState
          icon={Star}
          title={filter ? "No reviews match this filter" : "No reviews yet"}
          body={
            filter
              ? "Try another rating, or show all reviews."
              : "When a visit is completed, the customer is asked to rate it in the portal and by email. Their ratings appear here."
          }
        />
      ) : (
        <ul className="grid gap-3" aria-label="Reviews">
          {reviews.map((review) => (
            <li key={review.id}>
              <Card data-testid="review">
                <CardContent className="grid gap-3 pt-6">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="grid gap-1">
                      <Link href={`/admin/customers/${review.customerId}`} className="font-medium underline-offset-4 hover:underline">
                        {review.customerName}
                      </Link>
                      <p className="text-sm text-muted-foreground">
                        {review.serviceName ?? "Visit"}
                        {review.visitDate ? ` on ${formatListDate(review.visitDate, clock.timeZone)}` : ""} · rated {formatListDate(review.createdAt, clock.timeZone)}
                      </p>
                    </div>
                    <Stars rating={review.rating} />
                  </div>
                  {review.comment ? <blockquote className="border-l-4 pl-3 text-sm">{review.comment}</blockquote> : <p className="text-sm text-muted-foreground">No comment.</p>}
                  {review.reply ? (
                    <div className="rounded-md bg-muted p-3 text-sm" data-testid="review-reply">
                      <p className="font-medium">Your reply{review.repliedAt ? ` (${formatListDate(review.repliedAt, clock.timeZone)})` : ""}</p>
                      <p className="mt-1 whitespace-pre-line">{review.reply}</p>
                    </div>
                  ) : null}
                  <ReviewReplyForm feedbackId={review.id} reply={review.reply} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {shown >= limit ? <p className="text-sm text-muted-foreground">Showing the newest {limit} reviews; filter by rating to see older ones.</p> : null}
    </div>
  );
}
