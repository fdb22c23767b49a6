import { ContractList } from "@/components/portal/contracts/contract-list";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { pageLoaders } from "@/lib/portal/page-loaders";

export const metadata = { title: "Contracts" };

export default async function ContractsPage({ params }: { params: Promise<{ tenant: string }> }) {
  const { branding, scope, isPreview } = await loadPortalContext((await params).tenant);
  const contracts = await pageLoaders.contracts(scope, { preview: isPreview });
  return <ContractList contracts={contracts} business={branding} />;
}
