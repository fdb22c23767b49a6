import type { DocumentCustomer } from "@/lib/customers/customer-views";
import type { DocumentFigures } from "@/lib/money/documents/document-figures";

/** Plain, serialisable contract shapes (client-safe). */
export type ContractSignatureView = {
  signerName: string;
  signedAt: string;
  ip: string | null;
  userAgent: string | null;
  contentSha256: string;
  signatureImage: string;
};

export type ContractView = {
  id: string;
  contractNumber: string | null;
  title: string;
  status: string;
  /** From a quote: the quote's lines and totals (what the customer approved); from terms: the total alone. */
  figures: DocumentFigures;
  terms: string | null;
  content: string | null;
  createdAt: string;
  signedDate: string | null;
  quote: { id: string; quoteNumber: string | null } | null;
  customer: DocumentCustomer;
  signature: ContractSignatureView | null;
  /** SHA-256 (hex) of the content as shown: signing is refused if the content changed since. */
  contentSha256: string;
};
