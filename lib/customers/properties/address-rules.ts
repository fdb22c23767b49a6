import type { TextRules } from "@/lib/validation/generic-rules";

/*
 * The limits of an address and of a property's access notes, zod-free: the schemas the server
 * parses with (account-schema.ts, property-schema.ts, customer-schema.ts) and the checks the
 * browser's forms run (account-checks.ts, property-checks.ts) read them from here.
 */

export const ZIP_PATTERN = /^[A-Za-z0-9 -]+$/;

export const ADDRESS_RULES = {
  address: { max: 200 },
  city: { max: 100 },
  state: { max: 50 },
  zip: { max: 20, pattern: ZIP_PATTERN },
} satisfies Record<string, TextRules>;

export const ACCESS_NOTE_RULES = {
  gateCode: { max: 50 },
  pets: { max: 500 },
  hazards: { max: 500 },
  accessNotes: { max: 1000 },
} satisfies Record<string, TextRules>;
