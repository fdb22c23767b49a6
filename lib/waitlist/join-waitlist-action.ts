"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { logError } from "@/lib/error-log";
import { isHoneypotFilled } from "@/lib/marketing/honeypot";
import {
  isOverPublicFormLimit,
  PUBLIC_FORM_LIMIT_MESSAGE,
  recordPublicFormSubmission,
} from "@/lib/marketing/public-form-guard";
import { clientIp } from "@/lib/security/throttle";
import { firstErrorMessage } from "@/lib/validation";
import { joinWaitlist } from "./join-waitlist";
import { ALREADY_JOINED_MESSAGE, waitlistSchema } from "./waitlist-schema";

export type JoinWaitlistActionResult =
  | { status: "already-joined"; message: string }
  | { status: "error"; message: string; field?: string };

/**
 * The public waitlist sign-up. Anonymous by design (there is no account yet), so the guards
 * are the honeypot, a per-IP cap and the shared schema; success redirects to the
 * confirmation page, anything else comes back as a message for the form.
 */
export async function joinWaitlistAction(values: unknown): Promise<JoinWaitlistActionResult> {
  const ip = clientIp(await headers());
  if (isHoneypotFilled(values)) redirect("/waitlist-confirmation");

  const parsed = waitlistSchema.safeParse(values);
  if (!parsed.success) {
    return { status: "error", message: firstErrorMessage(parsed.error), field: String(parsed.error.issues[0]?.path[0] ?? "") };
  }

  let result;
  try {
    if (await isOverPublicFormLimit({ scope: "waitlist", ip })) return { status: "error", message: PUBLIC_FORM_LIMIT_MESSAGE };
    await recordPublicFormSubmission({ scope: "waitlist", ip });
    result = await joinWaitlist(parsed.data);
  } catch (error) {
    logError("waitlist.join", error);
    return { status: "error", message: "We couldn't add you to the waitlist just now. Please try again in a moment." };
  }
  if (result.status === "already-joined") return { status: "already-joined", message: ALREADY_JOINED_MESSAGE };
  redirect("/waitlist-confirmation");
}
