"use server";

import { redirect } from "next/navigation";
import { publicAction } from "@/lib/core/public-action";
import { joinWaitlist } from "@/lib/waitlist/join-waitlist";
import { ALREADY_JOINED_MESSAGE, waitlistSchema } from "@/lib/waitlist/waitlist-schema";

export type JoinWaitlistOutcome = { status: "already-joined"; message: string };

/**
 * The public waitlist sign-up. Anonymous by design (there is no account yet), so the guards
 * are the honeypot, a per-address cap and the shared schema; success redirects to the
 * confirmation page, an email already on the list comes back with its message.
 */
export const joinWaitlistAction = publicAction(
  waitlistSchema,
  async (input): Promise<JoinWaitlistOutcome> => {
    const result = await joinWaitlist(input);
    if (result.status === "already-joined") return { status: "already-joined", message: ALREADY_JOINED_MESSAGE };
    redirect("/waitlist-confirmation");
  },
  {
    cap: "waitlist",
    honeypot: () => redirect("/waitlist-confirmation"),
    fallback: "We couldn't add you to the waitlist just now. Please try again in a moment.",
  },
);
