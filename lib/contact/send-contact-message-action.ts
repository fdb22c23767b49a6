"use server";

import { headers } from "next/headers";
import { logError } from "@/lib/error-log";
import { isHoneypotFilled } from "@/lib/marketing/honeypot";
import {
  isOverPublicFormLimit,
  PUBLIC_FORM_LIMIT_MESSAGE,
  recordPublicFormSubmission,
} from "@/lib/marketing/public-form-guard";
import { clientIp } from "@/lib/security/throttle";
import { firstErrorMessage } from "@/lib/validation";
import { contactSchema } from "./contact-schema";
import { sendContactMessage } from "./send-contact-message";

export type SendContactMessageResult = { status: "sent" } | { status: "error"; message: string; field?: string };

/**
 * The public contact form. Anonymous by design; guarded by the honeypot, a per-IP cap and
 * the shared schema. A honeypot hit is answered like a success and stored nowhere.
 */
export async function sendContactMessageAction(values: unknown): Promise<SendContactMessageResult> {
  if (isHoneypotFilled(values)) return { status: "sent" };
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    return { status: "error", message: firstErrorMessage(parsed.error), field: String(parsed.error.issues[0]?.path[0] ?? "") };
  }
  try {
    const ip = clientIp(await headers());
    if (await isOverPublicFormLimit({ scope: "contact", ip })) return { status: "error", message: PUBLIC_FORM_LIMIT_MESSAGE };
    await recordPublicFormSubmission({ scope: "contact", ip });
    await sendContactMessage(parsed.data);
    return { status: "sent" };
  } catch (error) {
    logError("contact.send", error);
    return { status: "error", message: "We couldn't send your message just now. Please try again in a moment." };
  }
}
