import { z } from "zod";
import { isUuid } from "@/lib/foundation/is-uuid";
import { GENERIC_MESSAGES } from "@/lib/validation/generic";
import { reportProblem } from "@/lib/validation/problem-check";
import { SIGN_CONTRACT_MESSAGES, signatureImageProblem, signerNameProblem } from "./sign-contract-rules";

export * from "./sign-contract-rules";

/** Signing a contract (issue 5 item 6): typed full name, drawn signature, consent. */
export const signContractSchema = z.object({
  signerName: z.string({ error: SIGN_CONTRACT_MESSAGES.name }).trim().superRefine(reportProblem(signerNameProblem)),
  signatureImage: z.string({ error: SIGN_CONTRACT_MESSAGES.signature }).superRefine(reportProblem(signatureImageProblem)),
  consent: z.literal(true, { error: SIGN_CONTRACT_MESSAGES.consent }),
  contentSha256: z.string().regex(/^[0-9a-f]{64}$/, { error: GENERIC_MESSAGES.custom }),
});

/** The action's input: the form's fields and the contract they sign. */
export const signContractRequestSchema = signContractSchema.extend({
  contractId: z.string({ error: "Contract not found" }).refine(isUuid, { message: "Contract not found" }),
});

export type SignContractInput = z.input<typeof signContractSchema>;
export type SignContractData = z.output<typeof signContractSchema>;
