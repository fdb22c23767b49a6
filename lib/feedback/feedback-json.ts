import type { VisitFeedbackView } from "./feedback-views";

/** The JSON object the feedback subqueries build (feedback-sql.ts), as Postgres returns it. */
export type FeedbackJson = { rating: number; comment: string | null; reply: string | null; repliedAt: string | null; createdAt: string };

/** JSON timestamps come back in Postgres's text form; the views carry ISO strings. */
export function toFeedbackView(row: FeedbackJson | null): VisitFeedbackView | null {
  if (!row) return null;
  return {
    rating: row.rating,
    comment: row.comment,
    reply: row.reply,
    repliedAt: row.repliedAt ? new Date(row.repliedAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
