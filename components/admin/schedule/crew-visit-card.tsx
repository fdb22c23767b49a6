"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { cancelVisitAction } from "@/lib/admin/actions/schedule/cancel-visit";
import { completeVisitAction } from "@/lib/admin/actions/schedule/complete-visit";
import { startVisitAction } from "@/lib/admin/actions/schedule/start-visit";
import type { VisitPhotoView } from "@/lib/scheduling/visit-photos/visit-photo-rules";
import type { VisitView } from "@/lib/scheduling/visits/visit-views";
import { CancelVisitForm } from "./cancel-visit-form";
import { OnMyWayButton } from "./on-my-way-button";
import { VisitPhotos } from "./visit-photos";
import { VisitStatusBadge } from "./visit-status-badge";

/**
 * One stop of the crew's day: where, how to get in, what to do; start it, photograph it before
 * and after, then complete it with a note — or cancel it with a reason.
 */
export function CrewVisitCard({ visit, position, photos }: { visit: VisitView; position: number; photos: VisitPhotoView[] }) {
  const router = useRouter();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<{ ok: boolean; message?: string } | null>, success: string) => {
    setBusy(true);
    const result = await action().catch(() => null);
    setBusy(false);
    if (!result?.ok) {
      setError(result?.message ?? "Failed to update visit");
      return;
    }
    setError(null);
    toast.success(success);
    router.refresh();
  };
  const open = visit.status === "scheduled" || visit.status === "in_progress";
  // After photos are often taken once the work is marked done.
  const photographable = open || visit.status === "completed";

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg">
            <span className="sr-only">Stop {position}: </span>
            <span className="tabular-nums">{visit.localTime}</span> · {visit.title}
          </h2>
          <VisitStatusBadge status={visit.status} />
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid gap-1">
          <div>
            <dt className="inline font-medium">Customer: </dt>
            <dd className="inline">{visit.customerName}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Address: </dt>
            <dd className="inline">{visit.address ?? "No address on file"}</dd>
          </div>
          {visit.accessNotes ? (
            <div>
              <dt className="inline font-medium">Access: </dt>
              <dd className="inline">{visit.accessNotes}</dd>
            </div>
          ) : null}
          {visit.instructions ? (
            <div>
              <dt className="inline font-medium">Instructions: </dt>
              <dd className="inline whitespace-pre-line">{visit.instructions}</dd>
            </div>
          ) : null}
          <div>
            <dt className="inline font-medium">Duration: </dt>
            <dd className="inline">{visit.durationMinutes} minutes</dd>
          </div>
          {visit.completionNote ? (
            <div>
              <dt className="inline font-medium">Completion note: </dt>
              <dd className="inline">{visit.completionNote}</dd>
            </div>
          ) : null}
        </dl>
        {/* In the order of the stop: on the way, start, photos before and after, complete. */}
        {open ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <OnMyWayButton visitId={visit.id} />
            {visit.status === "scheduled" ? (
              <Button type="button" variant="outline" disabled={busy} onClick={() => run(() => startVisitAction({ visitId: visit.id }), "Visit started")}>
                Start visit
              </Button>
            ) : null}
          </div>
        ) : null}
        {photographable || photos.length > 0 ? <VisitPhotos visitId={visit.id} photos={photos} canAdd={photographable} /> : null}
        {open ? (
          <div className="grid gap-3">
            <FormField label="Completion note">
              <Textarea value={note} maxLength={4000} rows={2} onChange={(e) => setNote(e.target.value)} />
            </FormField>
            <Button type="button" disabled={busy} onClick={() => run(() => completeVisitAction({ visitId: visit.id, note }), "Visit completed")}>
              Complete visit
            </Button>
            <CancelVisitForm busy={busy} onCancel={(reason) => run(() => cancelVisitAction({ visitId: visit.id, reason }), "Visit cancelled")} />
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="text-destructive">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
