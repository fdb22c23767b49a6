import { GENERIC_MESSAGES } from "@/lib/validation/generic-rules";

/*
 * Signing a contract (issue 5 item 6), zod-free: the sign dialog judges the form with
 * `signContractProblems` in the browser, and signContractSchema (sign-contract-schema.ts), which
 * the server parses with, is built on the same field rules.
 */

export const SIGNATURE_DATA_URL_PREFIX = "data:image/png;base64,";
/** A drawn signature is a small PNG; anything bigger is not a signature. */
export const MAX_SIGNATURE_DATA_URL_LENGTH = 300_000;
export const SIGNER_NAME_MAX_LENGTH = 100;

export const SIGN_CONTRACT_MESSAGES = {
  name: "Please type your full name",
  nameCharacters: "Name can only contain letters, spaces, hyphens, and apostrophes",
  signature: "Please draw your signature",
  signatureTooLarge: "The signature image is too large",
  consent: "Please agree to sign this contract electronically",
} as const;

const SIGNER_NAME_PATTERN = /^[\p{L}\p{M} .'’-]+$/u;

export function signerNameProblem(input: string): string | null {
  const value = input.trim();
  if (value.length === 0) return SIGN_CONTRACT_MESSAGES.name;
  if (value.length > SIGNER_NAME_MAX_LENGTH) return GENERIC_MESSAGES.maxLength(SIGNER_NAME_MAX_LENGTH);
  if (!SIGNER_NAME_PATTERN.test(value)) return SIGN_CONTRACT_MESSAGES.nameCharacters;
  return null;
}

/** A PNG data URL with a body: what the signature pad gives once something is drawn. */
export function signatureImageProblem(value: string): string | null {
  if (value.length <= SIGNATURE_DATA_URL_PREFIX.length) return SIGN_CONTRACT_MESSAGES.signature;
  if (value.length > MAX_SIGNATURE_DATA_URL_LENGTH) return SIGN_CONTRACT_MESSAGES.signatureTooLarge;
  const isPng = value.startsWith(SIGNATURE_DATA_URL_PREFIX) && /^[A-Za-z0-9+/]+={0,2}$/.test(value.slice(SIGNATURE_DATA_URL_PREFIX.length));
  return isPng ? null : SIGN_CONTRACT_MESSAGES.signature;
}

export type SignContractForm = { signerName: string; signatureImage: string; consent: boolean };
export type SignContractProblems = Partial<Record<keyof SignContractForm, string>>;

/** Every field's message, in the form's order (only the first is toasted, spec §5). */
export function signContractProblems(form: SignContractForm): SignContractProblems {
  const problems: SignContractProblems = {};
  const name = signerNameProblem(form.signerName);
  if (name) problems.signerName = name;
  const signature = signatureImageProblem(form.signatureImage);
  if (signature) problems.signatureImage = signature;
  if (form.consent !== true) problems.consent = SIGN_CONTRACT_MESSAGES.consent;
  return problems;
}
