import { ContractList } from "@/components/portal/contracts/contract-list";
import { listCustomerContracts } from "@/lib/portal/list-customer-contracts";
import { loadPortalContext } from "@/lib/portal/load-portal-context";

export const metadata = { title: "Contracts" };

export default async function ContractsPage({ params }: { params: Promise<{ tenant: string }> }) {
  const { branding, scope } = await loadPortalContext((await params).tenant);
  const contracts = await listCustomerContracts(scope);
  return <ContractList contracts={contracts} business={branding} />;
}
