import { z } from "zod";
import { email } from "@/lib/validation/email";
import { optionalText } from "@/lib/validation/generic";
import { firstName, lastName } from "@/lib/validation/name";
import { optionalPhone } from "@/lib/validation/phone";

/**
 * My Account → Personal Information (spec §7 call 23), validated with the spec's §5 rules:
 * names, email and phone have their own messages; the address fields the generic ones.
 */
export const accountSchema = z.object({
  firstName,
  lastName,
  email,
  phone: optionalPhone,
  address: optionalText({ max: 200 }),
  city: optionalText({ max: 100 }),
  state: optionalText({ max: 50 }),
  zip: optionalText({ max: 20, pattern: /^[A-Za-z0-9 -]+$/ }),
});

export type AccountInput = z.input<typeof accountSchema>;
export type AccountData = z.output<typeof accountSchema>;
