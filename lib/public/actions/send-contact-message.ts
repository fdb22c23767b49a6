"use server";

import { contactSchema } from "@/lib/contact/contact-schema";
import { sendContactMessage } from "@/lib/contact/send-contact-message";
import { publicAction } from "@/lib/core/public-action";

/**
 * The public contact form. Anonymous by design; guarded by the honeypot, a per-address cap
 * and the shared schema. A honeypot hit is answered like a success and stored nowhere.
 */
export const sendContactMessageAction = publicAction(
  contactSchema,
  async (input) => {
    await sendContactMessage(input);
    return { status: "sent" as const };
  },
  {
    cap: "contact",
    honeypot: () => ({ status: "sent" as const }),
    fallback: "We couldn't send your message just now. Please try again in a moment.",
  },
);
