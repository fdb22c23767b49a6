import { FileSignature } from "@/components/icons";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatListDate } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import type { ContractView } from "@/lib/contracts/contract-views";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import { contractStatusDisplay } from "@/lib/status/contract-status";
import { EmptyState } from "../empty-state";
import { PageHeader } from "../page-header";
import { StatusBadge } from "../status-badge";
import { ContractActions } from "./contract-actions";
import { ContractDocument } from "./contract-document";

type Props = { contracts: ContractView[]; business: PortalBranding; demo?: boolean };

/**
 * Spec §2 /contracts: the list with §4 labels, a preview dialog, Download PDF (print window) and
 * signing. The cards are rendered on the server; each card's buttons are a client island.
 */
export function ContractList({ contracts, business, demo = false }: Props) {
  return (
    <div>
      <PageHeader title="Contracts" description="Your service agreements. Review, sign and download them." />
      {contracts.length === 0 ? (
        <EmptyState icon={FileSignature} title="No Contracts">
          You don&apos;t have any contracts yet. When we send you one, it will appear here.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-4">
          {contracts.map((contract) => (
            <li key={contract.id}>
              <Card data-testid="contract-card">
                <CardHeader className="flex flex-row items-start justify-between gap-2">
                  <div className="flex min-w-0 flex-col gap-1">
                    <CardTitle className="text-base">{contract.title}</CardTitle>
                    <p className="text-sm text-slate-600">
                      Contract #{displayDocumentNumber(contract.contractNumber, contract.id)} · {formatListDate(contract.createdAt, business.timezone)}
                      {contract.quote ? ` · Quote #${displayDocumentNumber(contract.quote.quoteNumber, contract.quote.id)}` : ""}
                    </p>
                  </div>
                  <StatusBadge display={contractStatusDisplay(contract.status)} />
                </CardHeader>
                <CardContent className="flex flex-col gap-1 text-sm text-slate-700">
                  <p className="font-semibold text-slate-900">{formatCents(contract.figures.totalCents)}</p>
                  {contract.figures.discountCents > 0 ? <p className="text-xs">Includes a {formatCents(contract.figures.discountCents)} discount</p> : null}
                  {contract.signature ? (
                    <p>
                      Signed by {contract.signature.signerName} on {formatListDate(contract.signature.signedAt, business.timezone)}
                    </p>
                  ) : null}
                </CardContent>
                <CardFooter className="flex flex-wrap gap-2">
                  <ContractActions
                    contract={contract}
                    business={business}
                    rendered={<ContractDocument contract={contract} business={business} />}
                    demo={demo}
                  />
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
