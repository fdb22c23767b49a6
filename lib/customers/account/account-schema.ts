import { z } from "zod";
import { email } from "@/lib/validation/email";
import { optionalText } from "@/lib/validation/generic";
import { firstName, lastName } from "@/lib/validation/name";
import { optionalPhone } from "@/lib/validation/phone";
import { ADDRESS_RULES } from "../properties/address-rules";

/**
 * My Account → Personal Information (spec §7 call 23), validated with the spec's §5 rules:
 * names, email and phone have their own messages; the address fields the generic ones. The
 * browser judges the same fields with accountChecks (account-checks.ts), built on the same rules.
 */
export const accountSchema = z.object({
  firstName,
  lastName,
  email,
  phone: optionalPhone,
  address: optionalText(ADDRESS_RULES.address),
  city: optionalText(ADDRESS_RULES.city),
  state: optionalText(ADDRESS_RULES.state),
  zip: optionalText(ADDRESS_RULES.zip),
});

export type AccountInput = z.input<typeof accountSchema>;
export type AccountData = z.output<typeof accountSchema>;
