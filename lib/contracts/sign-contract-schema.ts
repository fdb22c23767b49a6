import { z } from "zod";
import { isUuid } from "@/lib/core/is-uuid";
import { GENERIC_MESSAGES } from "@/lib/validation/generic";

export const SIGNATURE_DATA_URL_PREFIX = "data:image/png;base64,";
/** A drawn signature is a small PNG; anything bigger is not a signature. */
export const MAX_SIGNATURE_DATA_URL_LENGTH = 300_000;

export const SIGN_CONTRACT_MESSAGES = {
  name: "Please type your full name",
  signature: "Please draw your signature",
  consent: "Please agree to sign this contract electronically",
} as const;

/** Signing a contract (issue 5 item 6): typed full name, drawn signature, consent. */
export const signContractSchema = z.object({
  signerName: z
    .string({ error: SIGN_CONTRACT_MESSAGES.name })
    .trim()
    .min(1, { error: SIGN_CONTRACT_MESSAGES.name, abort: true })
    .max(100, { error: GENERIC_MESSAGES.maxLength(100), abort: true })
    .regex(/^[\p{L}\p{M} .'’-]+$/u, { error: "Name can only contain letters, spaces, hyphens, and apostrophes" }),
  signatureImage: z
    .string({ error: SIGN_CONTRACT_MESSAGES.signature })
    .min(SIGNATURE_DATA_URL_PREFIX.length + 1, { error: SIGN_CONTRACT_MESSAGES.signature, abort: true })
    .max(MAX_SIGNATURE_DATA_URL_LENGTH, { error: "The signature image is too large", abort: true })
    .refine((v) => v.startsWith(SIGNATURE_DATA_URL_PREFIX) && /^[A-Za-z0-9+/]+={0,2}$/.test(v.slice(SIGNATURE_DATA_URL_PREFIX.length)), {
      message: SIGN_CONTRACT_MESSAGES.signature,
    }),
  consent: z.literal(true, { error: SIGN_CONTRACT_MESSAGES.consent }),
  contentSha256: z.string().regex(/^[0-9a-f]{64}$/, { error: GENERIC_MESSAGES.custom }),
});

/** The action's input: the form's fields and the contract they sign. */
export const signContractRequestSchema = signContractSchema.extend({
  contractId: z.string({ error: "Contract not found" }).refine(isUuid, { message: "Contract not found" }),
});

export type SignContractInput = z.input<typeof signContractSchema>;
export type SignContractData = z.output<typeof signContractSchema>;
