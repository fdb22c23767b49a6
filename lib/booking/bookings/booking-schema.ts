import { z } from "zod";
import { ADDRESS_RULES } from "@/lib/customers/properties/address-rules";
import { email, firstName, GENERIC_MESSAGES, lastName, optionalText, requiredText, signupPassword } from "@/lib/validation";
import { optionalPhoneProblem } from "@/lib/validation/phone-rules";
import { BOOKING_FREQUENCIES } from "../pricing/frequencies";
import { PRICING_LIMITS } from "../pricing/pricing-rule-schema";

/**
 * What /book submits (issue 39 item 2; client-safe: the page checks the same rules before it
 * sends). §5's messages; the booking's own say what to do.
 */
export const BOOKING_MESSAGES = {
  chooseService: "Please choose a service",
  chooseFrequency: "Please choose how often",
  chooseTime: "Please choose a time for your first visit",
  phone: "Please enter a phone number so the crew can reach you",
  terms: "Please accept the terms to book",
  zip: "Please enter your five-digit ZIP code",
  measure: `Please enter a whole number from 0 to ${PRICING_LIMITS.units.toLocaleString("en-US")}`,
} as const;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A random id the page makes once per visit (letters, digits, - and _). */
export const visitToken = z.string({ error: GENERIC_MESSAGES.custom }).regex(/^[A-Za-z0-9_-]{16,64}$/, { error: GENERIC_MESSAGES.custom });
const utm = optionalText({ max: 100 }).optional().transform((value) => value ?? null);

export const bookingInputSchema = z
  .object({
    serviceId: z.uuid({ error: BOOKING_MESSAGES.chooseService }),
    frequency: z.enum(BOOKING_FREQUENCIES, { error: BOOKING_MESSAGES.chooseFrequency }),
    measure: z.coerce.number({ error: BOOKING_MESSAGES.measure }).int({ error: BOOKING_MESSAGES.measure }).min(0, { error: BOOKING_MESSAGES.measure }).max(PRICING_LIMITS.units, { error: BOOKING_MESSAGES.measure }),
    addOnIds: z.array(z.uuid({ error: GENERIC_MESSAGES.custom }), { error: GENERIC_MESSAGES.custom }).max(PRICING_LIMITS.addOns, { error: GENERIC_MESSAGES.custom }).default([]),
    address: requiredText(ADDRESS_RULES.address),
    city: requiredText(ADDRESS_RULES.city),
    state: requiredText(ADDRESS_RULES.state),
    zip: z.string({ error: BOOKING_MESSAGES.zip }).trim().regex(/^\d{5}$/, { error: BOOKING_MESSAGES.zip }),
    date: z.string({ error: BOOKING_MESSAGES.chooseTime }).regex(LOCAL_DATE, { error: BOOKING_MESSAGES.chooseTime }),
    /** The arrival window's start, in minutes after local midnight. */
    windowStart: z.coerce.number({ error: BOOKING_MESSAGES.chooseTime }).int({ error: BOOKING_MESSAGES.chooseTime }).min(0, { error: BOOKING_MESSAGES.chooseTime }).max(1439, { error: BOOKING_MESSAGES.chooseTime }),
    firstName,
    lastName,
    email,
    phone: z.string({ error: BOOKING_MESSAGES.phone }).trim().min(1, { error: BOOKING_MESSAGES.phone }).superRefine((value, ctx) => {
      const problem = optionalPhoneProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
    /** "password": the visitor chose one and is signed in at once; "link": an emailed sign-in link. */
    signIn: z.enum(["password", "link"], { error: GENERIC_MESSAGES.custom }),
    password: z.string().optional(),
    acceptTerms: z.literal(true, { error: BOOKING_MESSAGES.terms }),
    utmSource: utm,
    utmMedium: utm,
    utmCampaign: utm,
    /** The page's visit token (booking_leads.visit_token): the booking moves that visit's lead to booked or checkout. */
    visitToken: visitToken.optional().transform((value) => value ?? null),
  })
  .superRefine((value, ctx) => {
    if (value.signIn !== "password") return;
    const checked = signupPassword.safeParse(value.password ?? "");
    if (!checked.success) ctx.addIssue({ code: "custom", path: ["password"], message: checked.error.issues[0].message });
  });

export type BookingInput = z.output<typeof bookingInputSchema>;
export type BookingFormValues = z.input<typeof bookingInputSchema>;

/** GET /api/book/slots: what the open times depend on (the visit's length and the address's branch). */
export const openTimesQuerySchema = z.object({
  serviceId: z.uuid({ error: BOOKING_MESSAGES.chooseService }),
  frequency: z.enum(BOOKING_FREQUENCIES, { error: BOOKING_MESSAGES.chooseFrequency }),
  measure: z.coerce.number({ error: BOOKING_MESSAGES.measure }).int({ error: BOOKING_MESSAGES.measure }).min(0, { error: BOOKING_MESSAGES.measure }).max(PRICING_LIMITS.units, { error: BOOKING_MESSAGES.measure }).default(0),
  addOnIds: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(",").filter(Boolean) : []))
    .pipe(z.array(z.uuid({ error: GENERIC_MESSAGES.custom })).max(PRICING_LIMITS.addOns, { error: GENERIC_MESSAGES.custom })),
  zip: z.string({ error: BOOKING_MESSAGES.zip }).trim().regex(/^\d{5}$/, { error: BOOKING_MESSAGES.zip }),
});
