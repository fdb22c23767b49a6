import "server-only";
import { eq } from "drizzle-orm";
import { contracts } from "@/db/schema";
import { customerContractsQuery, toContractView } from "./contract-query";
import { isUuid } from "@/lib/foundation/is-uuid";
import type { ContractView } from "./contract-views";
import type { CustomerScope } from "@/lib/foundation/scope";

export async function getCustomerContract(scope: CustomerScope, contractId: string): Promise<ContractView | null> {
  if (!isUuid(contractId)) return null;
  const [row] = await customerContractsQuery(scope, eq(contracts.id, contractId)).limit(1);
  return row ? toContractView(row) : null;
}
