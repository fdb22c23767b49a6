import type { VisitFeedbackView } from "@/lib/feedback/feedback-views";

/** Plain, serialisable visit shapes for the portal's service history (client-safe). */
export type JobPhotoView = { id: string; kind: "before" | "after"; url: string; caption: string | null };

export type JobView = {
  id: string;
  scheduledDate: string;
  status: string;
  notes: string | null;
  durationMinutes: number | null;
  serviceName: string | null;
  employee: { firstName: string; lastName: string } | null;
  photos: JobPhotoView[];
  /** The customer's rating of the visit and the business's reply; null when not rated, absent in the demo. */
  feedback?: VisitFeedbackView | null;
};
