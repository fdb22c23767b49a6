"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

/** How often and how long the confirmation page asks again while Stripe's webhook is on its way. */
const EVERY_MS = 2000;
const GIVE_UP_AFTER_MS = 90_000;

/**
 * Back from Checkout before Stripe's signed webhook arrived (issue 39 item 3): the page is
 * rendered again every two seconds until the booking exists (it then moves on by itself), and
 * after a minute and a half says the email will follow instead of spinning for ever.
 */
export function WaitForBookingPayment() {
  const router = useRouter();
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started > GIVE_UP_AFTER_MS) {
        window.clearInterval(timer);
        setGaveUp(true);
        return;
      }
      router.refresh();
    }, EVERY_MS);
    return () => window.clearInterval(timer);
  }, [router]);
  return (
    <p role="status" aria-live="polite" className="text-center text-sm text-muted-foreground">
      {gaveUp
        ? "We haven't heard back from the payment service yet. As soon as it confirms your deposit, your booking is made and we'll email you."
        : "Confirming your deposit with the payment service…"}
    </p>
  );
}
