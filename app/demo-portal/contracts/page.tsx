import { ContractList } from "@/components/portal/contracts/contract-list";
import { getDemoData } from "@/lib/demo/demo-data";

export const metadata = { title: "Contracts" };

export default function DemoContractsPage() {
  const data = getDemoData();
  return <ContractList contracts={data.contracts} business={data.branding} demo />;
}
