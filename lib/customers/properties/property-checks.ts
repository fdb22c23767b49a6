import type { FormChecks } from "@/lib/validation/form-checks";
import { optionalTextProblem } from "@/lib/validation/generic-rules";
import { ACCESS_NOTE_RULES } from "./address-rules";

/**
 * Portal → My Account → a property's access notes, judged in the browser by the rules
 * propertyAccessNotesSchema is built on. The property's id is not typed by anyone, so it is
 * the server's to check.
 */
export const accessNotesChecks: FormChecks<"gateCode" | "pets" | "hazards" | "accessNotes"> = {
  gateCode: optionalTextProblem(ACCESS_NOTE_RULES.gateCode),
  pets: optionalTextProblem(ACCESS_NOTE_RULES.pets),
  hazards: optionalTextProblem(ACCESS_NOTE_RULES.hazards),
  accessNotes: optionalTextProblem(ACCESS_NOTE_RULES.accessNotes),
};
