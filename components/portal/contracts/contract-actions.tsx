"use client";

import { Download, Eye, Printer } from "@/components/icons";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import type { ContractView } from "@/lib/contracts/contract-views";
import { contractStatusDisplay } from "@/lib/status/contract-status";
import { DEMO_DISABLED_MESSAGE } from "../demo-notice";
import { printContract } from "./print-contract";
import { SignContractDialog } from "./sign-contract-dialog";

/** `rendered` is the contract as ContractDocument renders it on the server, so its figures' code stays off the page's bundle. */
type Props = { contract: ContractView; business: PortalBranding; rendered: ReactNode; demo?: boolean };

/**
 * A contract card's buttons: Preview (a dialog with the text), Download PDF (the browser's print
 * window), the stored PDF, and Sign while it is sent. The contract travels once, as these props.
 */
export function ContractActions({ contract, business, rendered, demo = false }: Props) {
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
          {rendered}
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
