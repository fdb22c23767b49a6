"use client";

import { sendContractAction } from "@/lib/admin/actions/contracts/send-contract";
import { DocumentActionButton } from "./document-action-button";

/** Send for signature, on a draft contract's page. */
export function SendContractButton({ contractId }: { contractId: string }) {
  return <DocumentActionButton label="Send for signature" done="Contract sent for signature" run={() => sendContractAction({ contractId })} />;
}
