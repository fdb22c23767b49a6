"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { acceptRequestIntoQuote } from "@/lib/scheduling/service-requests/accept-request-into-quote";
import { acceptRequestIntoQuoteSchema } from "@/lib/scheduling/service-requests/accept-request-schema";

/** Service requests → a draft quote for the request's customer (manage_quotes: it is a quote). */
export const acceptServiceRequestIntoQuoteAction = staffAction(
  "manage_quotes",
  acceptRequestIntoQuoteSchema,
  async (input, staff) => {
    const accepted = await acceptRequestIntoQuote(staff, input, { type: "staff", userId: staff.userId });
    revalidatePath("/admin/service-requests");
    revalidatePath("/admin/quotes");
    return accepted;
  },
  { fallback: "Failed to save quote" },
);
