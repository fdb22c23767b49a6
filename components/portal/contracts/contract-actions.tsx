"use client";

import { Download, Eye, Printer } from "@/components/icons";
import { DocumentFiguresTable } from "@/components/documents/document-figures-table";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import type { ContractView } from "@/lib/contracts/contract-views";
import { termsShownApart } from "@/lib/contracts/contract-terms";
import { formatLongDate } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import { contractStatusDisplay } from "@/lib/status/contract-status";
import { DEMO_DISABLED_MESSAGE } from "../demo-notice";
import { printContract } from "./print-contract";
import { SignContractDialog } from "./sign-contract-dialog";

type Props = { contract: ContractView; business: PortalBranding; demo?: boolean };

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

/**
 * A contract card's buttons: Preview (a dialog with the text), Download PDF (the browser's print
 * window), the stored PDF, and Sign while it is sent. The contract travels once, as these props.
 */
export function ContractActions({ contract, business, demo = false }: Props) {
  return (
    <>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline" size="sm">
            <Eye aria-hidden="true" /> Preview
          </Button>
        </DialogTrigger>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{contract.title}</DialogTitle>
            <DialogDescription>{contractStatusDisplay(contract.status).label}</DialogDescription>
          </DialogHeader>
          <ContractDocument contract={contract} business={business} />
        </DialogContent>
      </Dialog>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          if (!printContract(contract, business)) toast.error("Please allow pop-ups to download the PDF");
        }}
      >
        <Printer aria-hidden="true" /> Download PDF
      </Button>
      {demo ? null : (
        <Button asChild variant="ghost" size="sm">
          <a href={`/api/portal/contracts/${contract.id}/pdf`} download>
            <Download aria-hidden="true" /> {contract.signature ? "Signed PDF" : "PDF file"}
          </a>
        </Button>
      )}
      {contract.status === "sent" ? <SignContractDialog contract={contract} demo={demo} /> : null}
      {demo && contract.status === "sent" ? <span className="self-center text-xs text-slate-600">{DEMO_DISABLED_MESSAGE}</span> : null}
    </>
  );
}
