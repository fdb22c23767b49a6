import "server-only";
import { desc } from "drizzle-orm";
import { contracts } from "@/db/schema";
import { customerContractsQuery, toContractView } from "./contract-query";
import type { ContractView } from "./contract-views";
import type { CustomerScope } from "@/lib/foundation/scope";

/** The contracts page: the customer's contracts, newest first (spec §7 call 22). */
export async function listCustomerContracts(scope: CustomerScope): Promise<ContractView[]> {
  const rows = await customerContractsQuery(scope).orderBy(desc(contracts.createdAt));
  return rows.map(toContractView);
}
