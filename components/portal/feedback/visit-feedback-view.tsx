"use client";

import { ArrowLeft, MessageSquareReply } from "@/components/icons";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { RATING_MESSAGE } from "@/lib/feedback/feedback-messages";
import type { CustomerVisitFeedback } from "@/lib/feedback/feedback-views";
import { formatListDate } from "@/lib/format/dates";
import { fullName } from "@/lib/format/names";
import { rateVisitAction } from "@/lib/portal/actions/rate-visit";
import { Stars } from "@/components/feedback/stars";
import { StarRatingInput } from "./star-rating-input";

type Props = { data: CustomerVisitFeedback; businessName: string; timeZone?: string };

/** /feedback/{visitId}: rate a completed visit once, then see the rating and the business's reply. */
export function VisitFeedbackView({ data, businessName, timeZone }: Props) {
  const { visit, feedback } = data;
  const serviceName = visit.serviceName ?? "Unknown Service";
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <Link href="/services?tab=history" className="inline-flex items-center gap-1 text-sm font-medium text-brand underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to Service History
      </Link>
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl font-bold text-slate-900">Rate your visit</h1>
          </CardTitle>
          <CardDescription>
            {serviceName} on {formatListDate(visit.scheduledDate, timeZone)}
            {visit.employee ? ` · Technician: ${fullName(visit.employee.firstName, visit.employee.lastName)}` : ""}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {feedback ? (
            <section aria-label="Your feedback" className="flex flex-col gap-3" data-testid="visit-feedback">
              <p className="text-sm text-slate-700">Thank you for your feedback.</p>
              <div className="flex items-center gap-2">
                <Stars rating={feedback.rating} />
                <span className="text-sm text-slate-600">{feedback.rating} out of 5</span>
              </div>
              {feedback.comment ? <blockquote className="border-l-4 pl-3 text-sm text-slate-700">{feedback.comment}</blockquote> : null}
              {feedback.reply ? (
                <div className="rounded-lg border bg-slate-50 p-3" data-testid="feedback-reply">
                  <p className="flex items-center gap-1 text-sm font-medium text-slate-900">
                    <MessageSquareReply className="size-4 text-brand" aria-hidden="true" /> Reply from {businessName}
                  </p>
                  <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{feedback.reply}</p>
                </div>
              ) : (
                <p className="text-sm text-slate-600">{businessName} has not replied yet.</p>
              )}
            </section>
          ) : visit.status === "completed" ? (
            <RateVisitForm visitId={visit.id} />
          ) : (
            <p className="text-sm text-slate-700">You can rate this visit once it has been completed.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function RateVisitForm({ visitId }: { visitId: string }) {
  const router = useRouter();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!rating) {
      setError(RATING_MESSAGE);
      return;
    }
    setError(null);
    startTransition(async () => {
      const result = await rateVisitAction({ visitId, rating, comment }).catch(() => null);
      if (result?.ok) {
        toast.success("Thank you!", { description: "Your feedback was sent." });
        router.refresh();
        return;
      }
      const message = result?.message ?? "Failed to submit your rating";
      setError(message);
      toast.error("Error", { description: message });
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Rate this visit" noValidate>
      <StarRatingInput name="rating" value={rating} onChange={(n) => { setRating(n); setError(null); }} invalid={!!error} describedBy={error ? "rating-error" : undefined} disabled={pending} />
      <div className="grid gap-2">
        <Label htmlFor="feedback-comment">Comment (optional)</Label>
        <Textarea id="feedback-comment" value={comment} onChange={(e) => setComment(e.target.value)} maxLength={2000} rows={4} disabled={pending} />
      </div>
      {error ? (
        <p id="rating-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? "Sending..." : "Send feedback"}
      </Button>
    </form>
  );
}
