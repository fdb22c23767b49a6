import { z } from "zod";

export const NAME_MAX_LENGTH = 50;

// Unicode letters and combining marks (José, Zoë, Łukasz), spaces, hyphens and both the
// straight and the typographic apostrophe (O'Brien, O’Brien).
const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;

export function nameMessages(label: string) {
  return {
    required: `${label} is required`,
    tooLong: `${label} is too long`,
    invalid: `${label} can only contain letters, spaces, hyphens, and apostrophes`,
  };
}

/** A person's name field (spec §5): trimmed, required, at most 50, letters/spaces/-/'. */
export function personName(label: string) {
  const messages = nameMessages(label);
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(NAME_MAX_LENGTH, { error: messages.tooLong, abort: true })
    .regex(NAME_PATTERN, { error: messages.invalid });
}

export const firstName = personName("First name");
export const lastName = personName("Last name");
