import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { MAX_SIGNATURE_DATA_URL_LENGTH, SIGNATURE_DATA_URL_PREFIX, signContractProblems } from "@/lib/contracts/sign-contract-rules";
import { signContractSchema } from "@/lib/contracts/sign-contract-schema";
import { accountChecks } from "@/lib/customers/account/account-checks";
import { customerChecks } from "@/lib/customers/customer-rules";
import { createCustomerSchema } from "@/lib/customers/customer-schema";
import { accountSchema } from "@/lib/customers/account/account-schema";
import { accessNotesChecks } from "@/lib/customers/properties/property-checks";
import { propertyAccessNotesSchema } from "@/lib/customers/properties/property-schema";
import { customerLoginChecks, customerSignupChecks } from "@/lib/identity/customer/form-checks";
import { customerLoginSchema, customerSignupSchema } from "@/lib/identity/customer/schemas";
import { editVisitSchema } from "@/lib/scheduling/jobs/job-schema";
import { editVisitChecks } from "@/lib/scheduling/visits/visit-rules";
import { firstFormProblem, firstProblem, problemsOf, type FormChecks } from "@/lib/validation/form-checks";
import { registrationPasswordChecks } from "@/lib/validation/password-rules";
import { registrationPasswordSchema } from "@/lib/validation/password";

/*
 * The browser judges a form with its zod-free checks; the server parses the same values with the
 * form's schema. Both are built on the same rules, and these tests hold them to it: over a corpus
 * of typed text, every field gets the same message (or none) from both, and so does the form.
 */

const PROPERTY_ID = "5b0c5a52-4f3b-4d55-9a47-2a4f0e6d8f10";

// Tag lists: a fine one, duplicates by case, one too many, one too long.
const TAGS = ["weekly, gate code", "a, A, b", Array.from({ length: 21 }, (_, i) => `t${i}`).join(","), `${"x".repeat(31)}, ok`];

const CORPUS = [
  "",
  " ",
  "   padded   ",
  "a",
  "Jane",
  "José",
  "Zoë-Łukasz",
  "O'Brien",
  "O’Brien",
  "Jane2",
  "<b>Jane</b>",
  "x".repeat(20),
  "x".repeat(21),
  "x".repeat(50),
  "x".repeat(51),
  "x".repeat(100),
  "x".repeat(101),
  "x".repeat(200),
  "x".repeat(201),
  "x".repeat(500),
  "x".repeat(501),
  "x".repeat(1000),
  "x".repeat(1001),
  "jane@example.com",
  "  Jane@Example.com  ",
  "jane@",
  "jane@example",
  "two words@example.com",
  "<jane@example.com>",
  "javascript:jane@example.com",
  "onclick=jane@example.com",
  "<>",
  `${"a".repeat(243)}@example.com`,
  "password",
  "Passw0rd!",
  "Sh0rt!",
  "abcdefgh",
  "ABCDEFGH1!",
  "abcdefgh1!",
  "Abcdefgh!!",
  `Aa1!${"x".repeat(124)}`,
  `Aa1!${"x".repeat(125)}`,
  "555-123-4567",
  "+1 (555) 123-4567",
  "555.123.4567",
  "12345",
  "1".repeat(15),
  "1".repeat(16),
  "abc",
  "555 123 4567 ext 2",
  "12345",
  "SW1A 1AA",
  "ab#1",
  "Gate 4321, then left",
  ...TAGS,
  // Days, times and minutes.
  "2030-01-15",
  "2030-02-30",
  "2030-1-5",
  "23:59",
  "24:00",
  "9:00",
  "0",
  "4",
  "5",
  "60",
  " 30 ",
  "1e2",
  "12.5",
  "-5",
  "1440",
  "1441",
  "Infinity",
];

/** `chosen`: fields picked from a list the server checks again (a select), not typed: kept valid. */
type Pair<K extends string> = { name: string; checks: FormChecks<K>; schema: z.ZodType; valid: Record<K, string>; extra?: Record<string, unknown>; chosen?: K[] };

function schemaProblems(pair: Pair<string>, values: Record<string, string>) {
  const result = pair.schema.safeParse({ ...pair.extra, ...values });
  const problems: Record<string, string> = {};
  if (result.success) return { problems, first: null };
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in problems)) problems[field] = issue.message;
  }
  const first = result.error.issues[0];
  return { problems, first: first ? { field: String(first.path[0]), message: first.message } : null };
}

function expectAgreement(pair: Pair<string>, values: Record<string, string>) {
  const order = Object.keys(pair.checks);
  const fromChecks = problemsOf(pair.checks, values);
  const fromSchema = schemaProblems(pair, values);
  expect(fromChecks, JSON.stringify(values)).toEqual(fromSchema.problems);
  expect(firstProblem(fromChecks, order), JSON.stringify(values)).toEqual(fromSchema.first);
}

const typedFields = (pair: Pair<string>) => Object.keys(pair.checks).filter((field) => !pair.chosen?.includes(field));

const PAIRS: Pair<string>[] = [
  { name: "portal sign-in", checks: customerLoginChecks, schema: customerLoginSchema, valid: { email: "jane@example.com", password: "anything" } },
  {
    name: "portal sign-up",
    checks: customerSignupChecks,
    schema: customerSignupSchema,
    valid: { first_name: "Jane", last_name: "Doe", email: "jane@example.com", password: "Passw0rd!" },
  },
  {
    name: "my account",
    checks: accountChecks,
    schema: accountSchema,
    valid: { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "", address: "", city: "", state: "", zip: "" },
  },
  {
    name: "a property's access notes",
    checks: accessNotesChecks,
    schema: propertyAccessNotesSchema,
    valid: { gateCode: "", pets: "", hazards: "", accessNotes: "" },
    extra: { propertyId: PROPERTY_ID },
  },
  {
    name: "the admin's customer dialog",
    checks: customerChecks,
    schema: createCustomerSchema,
    valid: { firstName: "Jane", lastName: "Doe", email: "", phone: "", address: "", city: "", state: "", zip: "", servicePlan: "", status: "active", tags: "", notes: "" },
    chosen: ["status"],
  },
  {
    name: "the calendar's reschedule dialog",
    checks: editVisitChecks,
    schema: editVisitSchema,
    valid: { date: "2030-01-15", time: "09:00", durationMinutes: "60" },
    extra: { visitId: PROPERTY_ID, scope: "this", employeeId: null },
  },
  {
    name: "complete registration",
    checks: registrationPasswordChecks,
    schema: registrationPasswordSchema,
    valid: { password: "Passw0rd!", confirmPassword: "Passw0rd!" },
  },
];

describe.each(PAIRS)("the $name form's checks and its schema", (pair) => {
  it("pass the same valid form", () => {
    expect(problemsOf(pair.checks, pair.valid)).toEqual({});
    expect(pair.schema.safeParse({ ...pair.extra, ...pair.valid }).success).toBe(true);
  });

  it("give every field the same message for every text of the corpus", () => {
    for (const field of typedFields(pair)) {
      for (const text of CORPUS) expectAgreement(pair, { ...pair.valid, [field]: text });
    }
  });

  it("agree on the first message when several fields are wrong at once", () => {
    const fields = typedFields(pair);
    // A fixed walk through the corpus (no randomness: a failure must be repeatable).
    for (let round = 0; round < 200; round++) {
      const values = { ...pair.valid, ...Object.fromEntries(fields.map((field, i) => [field, CORPUS[(round * 7 + i * 13) % CORPUS.length]])) };
      expectAgreement(pair, values);
    }
  });
});

describe("the confirmation of a new password", () => {
  it("is compared only once the password itself passes, as the schema's refinement is", () => {
    const checks = registrationPasswordChecks;
    expect(problemsOf(checks, { password: "short", confirmPassword: "other" })).toEqual({ password: "Password must be at least 8 characters long" });
    expect(problemsOf(checks, { password: "Passw0rd!", confirmPassword: "other" })).toEqual({ confirmPassword: "Passwords do not match" });
    expect(problemsOf(checks, { password: "Passw0rd!", confirmPassword: "" })).toEqual({ confirmPassword: "This field is required" });
    expect(firstFormProblem(checks, { password: "", confirmPassword: "" })).toEqual({ field: "password", message: "Password is required" });
    expect(firstFormProblem(checks, { password: "Passw0rd!", confirmPassword: "Passw0rd!" })).toBeNull();
  });
});

describe("the sign-contract dialog's checks and signContractSchema", () => {
  const SHA = "a".repeat(64);
  const PNG = `${SIGNATURE_DATA_URL_PREFIX}iVBORw0KGgo=`;
  const names = ["", "  ", "Jane Doe", " Jane Q. Public ", "O’Brien-Smith", "Jane2", "<Jane>", "x".repeat(100), "x".repeat(101)];
  const signatures = ["", SIGNATURE_DATA_URL_PREFIX, PNG, "data:image/jpeg;base64,AAAA", `${SIGNATURE_DATA_URL_PREFIX}not base64!`, `${SIGNATURE_DATA_URL_PREFIX}${"A".repeat(MAX_SIGNATURE_DATA_URL_LENGTH)}`];

  it("give every field the same message for every combination", () => {
    for (const signerName of names) {
      for (const signatureImage of signatures) {
        for (const consent of [true, false]) {
          const form = { signerName, signatureImage, consent };
          const parsed = signContractSchema.safeParse({ ...form, contentSha256: SHA });
          const fromSchema: Record<string, string> = {};
          if (!parsed.success) for (const issue of parsed.error.issues) fromSchema[String(issue.path[0])] ??= issue.message;
          expect(signContractProblems(form), JSON.stringify(form).slice(0, 120)).toEqual(fromSchema);
        }
      }
    }
  });
});
