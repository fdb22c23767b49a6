import "server-only";
import { eq } from "drizzle-orm";
import { contracts } from "@/db/schema";
import { customerContractsQuery, toContractView } from "./contract-query";
import { isUuid } from "./is-uuid";
import type { ContractView, PortalScope } from "./types";

export async function getCustomerContract(scope: PortalScope, contractId: string): Promise<ContractView | null> {
  if (!isUuid(contractId)) return null;
  const [row] = await customerContractsQuery(scope, eq(contracts.id, contractId)).limit(1);
  return row ? toContractView(row) : null;
}
