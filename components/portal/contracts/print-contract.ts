"use client";

import { formatLongDate } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import { formatQuantity, totalsRows } from "@/lib/money/documents/document-figures";
import type { ContractView } from "@/lib/contracts/contract-views";
import { termsShownApart } from "@/lib/contracts/contract-terms";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import { contractStatusDisplay } from "@/lib/status/contract-status";
import { isHexColor } from "@/lib/validation/color";

/** Spec §9 "Contract print window": A4, 1 inch margins, print ~0.5 s after load, close ~1 s later. */
export const PRINT_DELAY_MS = 500;
export const CLOSE_DELAY_MS = 1000;

const STYLE = `
@page { size: A4; margin: 1in; }
body { font-family: Georgia, 'Times New Roman', serif; color: #0f172a; line-height: 1.5; margin: 0; }
header { border-bottom: 3px solid var(--brand, #1e40af); padding-bottom: 12px; margin-bottom: 24px; }
h1 { font-size: 22px; margin: 0 0 4px; }
.brand { font-weight: bold; color: var(--brand, #1e40af); font-size: 18px; }
.meta { font-size: 12px; color: #334155; }
.content { white-space: pre-wrap; font-size: 13px; }
.pricing { width: 100%; border-collapse: collapse; font-size: 12px; margin-bottom: 20px; }
.pricing td { padding: 3px 0; vertical-align: top; }
.pricing .amount { text-align: right; white-space: nowrap; }
.pricing .strong td { font-weight: bold; border-top: 1px solid #cbd5e1; }
.signature { margin-top: 32px; border-top: 1px solid #cbd5e1; padding-top: 12px; font-size: 12px; }
.signature img { max-height: 80px; display: block; margin: 8px 0; }
`;

function pricingRow(doc: Document, label: string, detail: string, amount: string, strong = false) {
  const row = el(doc, "tr", undefined, strong ? "strong" : undefined);
  row.append(el(doc, "td", label), el(doc, "td", detail), el(doc, "td", amount, "amount"));
  return row;
}

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text?: string, className?: string) {
  const node = doc.createElement(tag);
  // textContent only: contract text is user data and is never parsed as HTML.
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/**
 * Opens the print window for a contract. Built with DOM calls on a blank window of our own
 * origin, so no contract text is ever interpreted as markup.
 */
export function printContract(contract: ContractView, business: PortalBranding): boolean {
  const win = window.open("", "_blank", "width=900,height=1000");
  if (!win) return false;
  const doc = win.document;
  const number = displayDocumentNumber(contract.contractNumber, contract.id);
  doc.title = `Contract ${number} — ${business.companyName}`;
  const style = el(doc, "style", STYLE);
  doc.head.appendChild(style);
  doc.documentElement.style.setProperty("--brand", isHexColor(business.themePrimaryColor) ? business.themePrimaryColor : "#1e40af");

  const header = el(doc, "header");
  header.append(el(doc, "div", business.companyName, "brand"));
  header.append(el(doc, "h1", contract.title));
  const meta = [
    `Contract #${number}`,
    `Date: ${formatLongDate(contract.createdAt, business.timezone)}`,
    `Status: ${contractStatusDisplay(contract.status).label}`,
    `Total: ${formatCents(contract.figures.totalCents)}`,
    contract.quote ? `Quote #${displayDocumentNumber(contract.quote.quoteNumber, contract.quote.id)}` : null,
    `Customer: ${contract.customer.firstName} ${contract.customer.lastName}`,
  ].filter(Boolean) as string[];
  for (const line of meta) header.append(el(doc, "div", line, "meta"));
  doc.body.append(header);
  if (contract.figures.itemized) {
    // The same lines and totals as the portal and the PDF, from the contract's figures.
    const pricing = el(doc, "table", undefined, "pricing");
    for (const line of contract.figures.lines) pricing.append(pricingRow(doc, line.description, `${formatQuantity(line.quantity)} × ${formatCents(line.rateCents)}`, formatCents(line.amountCents)));
    for (const row of totalsRows(contract.figures)) pricing.append(pricingRow(doc, row.label, "", formatCents(row.amountCents), row.strong));
    doc.body.append(pricing);
  }
  doc.body.append(el(doc, "div", contract.content ?? "", "content"));
  const terms = termsShownApart(contract);
  if (terms) {
    doc.body.append(el(doc, "h2", "Terms"));
    doc.body.append(el(doc, "div", terms, "content"));
  }
  if (contract.signature) {
    const block = el(doc, "section", undefined, "signature");
    block.append(el(doc, "div", "Signed electronically by"));
    const img = el(doc, "img");
    img.src = contract.signature.signatureImage;
    img.alt = `Signature of ${contract.signature.signerName}`;
    block.append(img);
    block.append(el(doc, "div", `${contract.signature.signerName} — ${formatLongDate(contract.signature.signedAt, business.timezone)}`));
    block.append(el(doc, "div", `SHA-256: ${contract.signature.contentSha256}`, "meta"));
    doc.body.append(block);
  }
  win.setTimeout(() => {
    win.focus();
    win.print();
    win.setTimeout(() => win.close(), CLOSE_DELAY_MS);
  }, PRINT_DELAY_MS);
  return true;
}
