/* A person's name (spec §5) without zod; name.ts builds the schemas on these rules. */

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

/** Trimmed, required, at most 50, letters/spaces/-/': the first thing wrong, or null. */
export function personNameProblem(label: string) {
  const messages = nameMessages(label);
  return (input: string): string | null => {
    const value = input.trim();
    if (value.length === 0) return messages.required;
    if (value.length > NAME_MAX_LENGTH) return messages.tooLong;
    if (!NAME_PATTERN.test(value)) return messages.invalid;
    return null;
  };
}

export const firstNameProblem = personNameProblem("First name");
export const lastNameProblem = personNameProblem("Last name");
