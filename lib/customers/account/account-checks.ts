import { emailProblem } from "@/lib/validation/email-rules";
import type { FormChecks } from "@/lib/validation/form-checks";
import { optionalTextProblem } from "@/lib/validation/generic-rules";
import { firstNameProblem, lastNameProblem } from "@/lib/validation/name-rules";
import { optionalPhoneProblem } from "@/lib/validation/phone-rules";
import { ADDRESS_RULES } from "../properties/address-rules";

/** My Account → Personal Information judged in the browser by the rules accountSchema is built on. */
export const accountChecks: FormChecks<"firstName" | "lastName" | "email" | "phone" | "address" | "city" | "state" | "zip"> = {
  firstName: firstNameProblem,
  lastName: lastNameProblem,
  email: emailProblem,
  phone: optionalPhoneProblem,
  address: optionalTextProblem(ADDRESS_RULES.address),
  city: optionalTextProblem(ADDRESS_RULES.city),
  state: optionalTextProblem(ADDRESS_RULES.state),
  zip: optionalTextProblem(ADDRESS_RULES.zip),
};
