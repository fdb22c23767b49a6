"use server";

import "server-only";
import { clientIp } from "@/lib/security/throttle";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { PortalError } from "../portal-error";
import { signContractSchema } from "../schemas/sign-contract";
import { signContract, type SignContractResult } from "../sign-contract";
import { type ActionResult, withCustomer } from "./with-customer";

export async function signContractAction(contractId: unknown, input: unknown): Promise<ActionResult<SignContractResult>> {
  return withCustomer("Failed to sign contract", async ({ scope, headers }) => {
    const parsed = signContractSchema.safeParse(input);
    if (!parsed.success) throw new PortalError("invalid", firstErrorMessage(parsed.error));
    const result = await signContract(scope, {
      ...parsed.data,
      contractId: String(contractId),
      ip: clientIp(headers)?.slice(0, 64) ?? null,
      userAgent: headers.get("user-agent"),
    });
    return result;
  });
}
