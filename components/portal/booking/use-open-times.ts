"use client";

import { useEffect, useState } from "react";
import type { OfferedWindow } from "@/lib/booking/availability/free-slots-core";
import type { BookingFrequency } from "@/lib/booking/pricing/frequencies";
import { requestErrorMessage } from "@/lib/identity/customer/client-errors";

export type OpenTimes =
  | { status: "waiting" }
  | { status: "loading" }
  | { status: "ready"; location: string; windows: OfferedWindow[] }
  | { status: "refused"; message: string };

type Choice = { serviceId: string; frequency: BookingFrequency; measure: number; addOnIds: string[]; zip: string };

/**
 * The first-visit times for what the visitor chose (GET /api/book/slots): asked again, a moment
 * after the last change, whenever the service, frequency, size, add-ons or ZIP change — the
 * visit's length and the branch decide which crews and windows are free. `reload` asks again
 * after a booking lost its time to someone else.
 */
export function useOpenTimes(choice: Choice): { openTimes: OpenTimes; reload: () => void } {
  const [openTimes, setOpenTimes] = useState<OpenTimes>({ status: "waiting" });
  const [round, setRound] = useState(0);
  const key = JSON.stringify(choice);

  useEffect(() => {
    const { serviceId, frequency, measure, addOnIds, zip } = JSON.parse(key) as Choice;
    if (!/^\d{5}$/.test(zip)) {
      setOpenTimes({ status: "waiting" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setOpenTimes({ status: "loading" });
      const query = new URLSearchParams({ serviceId, frequency, measure: String(measure), addOnIds: addOnIds.join(","), zip });
      try {
        const response = await fetch(`/api/book/slots?${query}`, { signal: controller.signal, credentials: "same-origin" });
        const json = (await response.json().catch(() => null)) as { success?: boolean; message?: string; location?: string; windows?: OfferedWindow[] } | null;
        if (response.ok && json?.success) setOpenTimes({ status: "ready", location: json.location ?? "", windows: json.windows ?? [] });
        else setOpenTimes({ status: "refused", message: requestErrorMessage(response.status, json?.message) });
      } catch (error) {
        if (!controller.signal.aborted) setOpenTimes({ status: "refused", message: "Network error. Please check your connection." });
        void error;
      }
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, round]);

  return { openTimes, reload: () => setRound((n) => n + 1) };
}
