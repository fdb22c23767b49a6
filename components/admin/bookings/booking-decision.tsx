"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useActionCall } from "@/components/ui/use-action-call";
import { decideBookingAction } from "@/lib/admin/actions/bookings/decide-booking";

/** Approve or decline a booking that waits for the owner (Settings → Booking "approve each"). */
export function BookingDecision({ bookingId, customerName }: { bookingId: string; customerName: string }) {
  const router = useRouter();
  const { busy, error, call } = useActionCall();
  async function decide(decision: "approve" | "decline") {
    const done = await call(() => decideBookingAction({ bookingId, decision }), "Could not answer the booking. Please try again.");
    if (!done) return;
    toast.success(decision === "approve" ? `Booking confirmed — ${customerName} was told` : `Booking declined — ${customerName} was told`);
    router.refresh();
  }
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button size="sm" disabled={busy} onClick={() => decide("approve")} aria-label={`Approve the booking from ${customerName}`}>
        Approve
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => decide("decline")} aria-label={`Decline the booking from ${customerName}`}>
        Decline
      </Button>
      {error ? (
        <p role="alert" className="w-full text-right text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
