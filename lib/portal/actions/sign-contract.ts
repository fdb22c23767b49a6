"use server";

import "server-only";
import { signContract } from "@/lib/contracts/sign-contract";
import { signContractRequestSchema } from "@/lib/contracts/sign-contract-schema";
import { customerAction } from "@/lib/core/customer-action";

/** Contracts → Sign: typed name, drawn signature and consent over the content the customer saw. */
export const signContractAction = customerAction(
  signContractRequestSchema,
  (input, { scope, ip, userAgent }) => signContract(scope, { ...input, ip: ip?.slice(0, 64) ?? null, userAgent }),
  { fallback: "Failed to sign contract" },
);
