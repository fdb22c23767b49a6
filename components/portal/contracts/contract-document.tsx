import { DocumentFiguresTable } from "@/components/documents/document-figures-table";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import type { ContractView } from "@/lib/contracts/contract-views";
import { termsShownApart } from "@/lib/contracts/contract-terms";
import { formatLongDate } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";

// No "use client": the staff preview renders it on the server without the portal's signing code.
/**
 * The contract as the customer reads it (the Preview dialog) and as staff preview it: its facts,
 * its figures (a contract from a quote shows the quote's lines, discount, tax and total), the text
 * they sign, the terms and the signature.
 */
export function ContractDocument({ contract, business }: { contract: ContractView; business: PortalBranding }) {
  const terms = termsShownApart(contract);
  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-slate-700">
        <dt className="text-slate-600">Contract #</dt>
        <dd>{displayDocumentNumber(contract.contractNumber, contract.id)}</dd>
        <dt className="text-slate-600">Date</dt>
        <dd>{formatLongDate(contract.createdAt, business.timezone)}</dd>
        <dt className="text-slate-600">Total</dt>
        <dd data-testid="contract-total-summary">{formatCents(contract.figures.totalCents)}</dd>
        {contract.quote ? (
          <>
            <dt className="text-slate-600">Quote</dt>
            <dd>#{displayDocumentNumber(contract.quote.quoteNumber, contract.quote.id)}</dd>
          </>
        ) : null}
      </dl>
      {contract.figures.itemized ? <DocumentFiguresTable figures={contract.figures} /> : null}
      <div className="whitespace-pre-wrap rounded-md border bg-slate-50 p-4 text-slate-800" data-testid="contract-content">
        {contract.content || "No contract text."}
      </div>
      {terms ? (
        <div>
          <h3 className="font-semibold">Terms</h3>
          <p className="whitespace-pre-wrap text-slate-700">{terms}</p>
        </div>
      ) : null}
      {contract.signature ? (
        <div className="rounded-md border p-4" data-testid="contract-signature">
          <p className="font-semibold">Signed electronically</p>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={contract.signature.signatureImage} alt={`Signature of ${contract.signature.signerName}`} className="my-2 h-16 w-auto" />
          <p className="text-slate-700">
            {contract.signature.signerName} · {formatLongDate(contract.signature.signedAt, business.timezone)}
          </p>
          <p className="break-all text-xs text-slate-600">SHA-256: {contract.signature.contentSha256}</p>
        </div>
      ) : null}
    </div>
  );
}
