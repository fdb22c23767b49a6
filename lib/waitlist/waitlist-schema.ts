import { z } from "zod";
import { email, GENERIC_MESSAGES, personName, requiredText } from "@/lib/validation";

// Client-safe: the same schema drives the waitlist form and the server action.

export const WAITLIST_INDUSTRIES = [
  { value: "lawn-care", label: "Lawn care & landscaping" },
  { value: "home-cleaning", label: "Home cleaning" },
  { value: "pressure-washing", label: "Pressure washing" },
  { value: "pet-care", label: "Pet care" },
  { value: "handyman", label: "Handyman & home repair" },
  { value: "commercial", label: "Commercial services" },
  { value: "other", label: "Other recurring service" },
] as const;

export const CUSTOMER_COUNTS = [
  { value: "1-25", label: "1–25 customers" },
  { value: "26-100", label: "26–100 customers" },
  { value: "101-250", label: "101–250 customers" },
  { value: "251-500", label: "251–500 customers" },
  { value: "500+", label: "More than 500 customers" },
] as const;

type Values<T extends readonly { value: string }[]> = [T[number]["value"], ...T[number]["value"][]];
const industryValues = WAITLIST_INDUSTRIES.map((i) => i.value) as Values<typeof WAITLIST_INDUSTRIES>;
const countValues = CUSTOMER_COUNTS.map((c) => c.value) as Values<typeof CUSTOMER_COUNTS>;

export const waitlistSchema = z.object({
  name: personName("Name"),
  email,
  businessName: requiredText({ max: 120 }),
  industry: z.enum(industryValues, { error: GENERIC_MESSAGES.required }),
  customerCount: z.enum(countValues, { error: GENERIC_MESSAGES.required }),
});

export type WaitlistInput = z.infer<typeof waitlistSchema>;
/** What the form holds before validation (selects start empty). */
export type WaitlistFormValues = z.input<typeof waitlistSchema>;

export function isWaitlistIndustry(value: string | null | undefined): value is WaitlistInput["industry"] {
  return industryValues.includes(value as WaitlistInput["industry"]);
}

export const ALREADY_JOINED_MESSAGE =
  "Good news — this email is already on the waitlist, so there's nothing more to do. We'll be in touch as soon as your spot opens.";
