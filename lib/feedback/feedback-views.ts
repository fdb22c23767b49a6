/** Plain, serialisable feedback shapes (client-safe). */

/** What the customer sees of their own rating: the stars, their comment and the business's reply. */
export type VisitFeedbackView = {
  rating: number;
  comment: string | null;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
};

/** A completed visit the customer has not rated yet (dashboard prompt). */
export type FeedbackPromptView = { visitId: string; serviceName: string | null; completedAt: string };

/** The portal's rating page: the visit and, once rated, the rating. */
export type CustomerVisitFeedback = {
  visit: {
    id: string;
    scheduledDate: string;
    status: string;
    serviceName: string | null;
    employee: { firstName: string; lastName: string } | null;
  };
  feedback: VisitFeedbackView | null;
};

/** One row of the admin Reviews list. */
export type ReviewView = VisitFeedbackView & {
  id: string;
  customerId: string;
  customerName: string;
  visitId: string | null;
  visitDate: string | null;
  serviceName: string | null;
};

export type ReviewSummary = {
  count: number;
  /** Null when there is no review yet. */
  average: number | null;
  /** How many reviews gave each star value, 1 to 5. */
  byRating: Record<1 | 2 | 3 | 4 | 5, number>;
};

export type ReviewList = { reviews: ReviewView[]; summary: ReviewSummary; shown: number; limit: number };

export const starsText = (rating: number) => `${rating} out of 5 stars`;
