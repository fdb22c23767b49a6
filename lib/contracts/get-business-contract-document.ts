import "server-only";
import { isUuid } from "@/lib/foundation/is-uuid";
import type { BusinessScope } from "@/lib/foundation/scope";
import { businessContractQuery, toContractView } from "./contract-query";
import type { ContractView } from "./contract-views";

/** Any contract of the business as its customer's document (the staff preview and PDF); another business's is null. */
export async function getBusinessContractDocument(scope: BusinessScope, contractId: string): Promise<ContractView | null> {
  if (!isUuid(contractId)) return null;
  const [row] = await businessContractQuery(scope, contractId).limit(1);
  return row ? toContractView(row) : null;
}
