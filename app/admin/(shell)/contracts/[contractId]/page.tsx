import { FileSignature } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SendContractButton } from "@/components/admin/money/contract-actions";
import { DocumentLinesTable } from "@/components/admin/money/document-lines-table";
import { DocumentLinks } from "@/components/admin/money/document-links";
import { PageHeader } from "@/components/admin/page-header";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getBusinessProfile } from "@/lib/businesses/get-business-profile";
import { termsShownApart } from "@/lib/contracts/contract-terms";
import { getBusinessContract } from "@/lib/contracts/get-business-contract";
import { formatMessageTime } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { contractStatusDisplay } from "@/lib/status";

export const metadata: Metadata = { title: "Contract" };

export default async function AdminContractPage({ params }: { params: Promise<{ contractId: string }> }) {
  const staff = await requireStaff({ section: "contracts" });
  const { contractId } = await params;
  const [contract, business] = await Promise.all([getBusinessContract(staff, contractId), getBusinessProfile(staff)]);
  if (!contract) notFound();
  const display = contractStatusDisplay(contract.status);
  const termsApart = termsShownApart(contract);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={`Contract ${displayDocumentNumber(contract.contractNumber, contract.id)}`}
        icon={FileSignature}
        description={`${contract.title} · ${contract.customerName} · ${formatCents(contract.figures.totalCents)}`}
        actions={
          <div className="flex flex-wrap gap-2">
            <DocumentLinks kind="contract" id={contract.id} />
            {contract.status === "draft" ? <SendContractButton contractId={contract.id} /> : null}
          </div>
        }
      />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Badge className={display.className} data-testid="contract-status">
          {display.label}
        </Badge>
        {contract.quote ? (
          <Link href={`/admin/quotes/${contract.quote.id}`} className="underline underline-offset-2">
            From quote {displayDocumentNumber(contract.quote.quoteNumber, contract.quote.id)}
          </Link>
        ) : null}
        {contract.status === "signed" ? <span className="text-muted-foreground">Signed contracts are read-only.</span> : null}
      </div>
      {contract.figures.itemized ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Price</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <DocumentLinesTable figures={contract.figures} />
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Agreement</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="whitespace-pre-wrap text-sm">{contract.content ?? ""}</p>
          {termsApart ? (
            <>
              <h3 className="mt-4 text-sm font-semibold">Terms</h3>
              <p className="whitespace-pre-wrap text-sm">{termsApart}</p>
            </>
          ) : null}
        </CardContent>
      </Card>
      {contract.signature ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Signature certificate</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-[auto_1fr]">
            {/* eslint-disable-next-line @next/next/no-img-element -- a data URL of the drawn signature */}
            <img src={contract.signature.signatureImage} alt={`Signature of ${contract.signature.signerName}`} className="h-24 max-w-64 rounded border bg-white object-contain" />
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Signed by</dt>
              <dd>{contract.signature.signerName}</dd>
              <dt className="text-muted-foreground">Signed at</dt>
              <dd>{formatMessageTime(contract.signature.signedAt, business.timezone)}</dd>
              <dt className="text-muted-foreground">IP address</dt>
              <dd>{contract.signature.ip ?? "—"}</dd>
              <dt className="text-muted-foreground">Browser</dt>
              <dd className="break-all">{contract.signature.userAgent ?? "—"}</dd>
              <dt className="text-muted-foreground">Content SHA-256</dt>
              <dd className="font-mono text-xs break-all">{contract.signature.contentSha256}</dd>
            </dl>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
