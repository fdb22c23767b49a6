import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import type { ContractView } from "./contract-views";
import { termsShownApart } from "./contract-terms";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import { contractStatusDisplay } from "@/lib/status/contract-status";
import { figuresTable, formatLongDate, letterhead, section } from "@/lib/money/documents/document-parts";
import { MUTED, PdfWriter, hexToRgb } from "@/lib/pdf/pdf-writer";

const PNG_PREFIX = "data:image/png;base64,";

/**
 * A contract as a PDF (A4, 1 inch margins). A signed contract ends with a signature
 * certificate page: signer, time, IP address, user agent, the drawn signature and the
 * SHA-256 of the exact content that was signed.
 */
export async function buildContractPdf(contract: ContractView, business: PortalBranding): Promise<Uint8Array> {
  const number = displayDocumentNumber(contract.contractNumber, contract.id);
  const pdf = await PdfWriter.create({ title: `Contract ${number}`, author: business.companyName, subject: contract.title });
  letterhead(pdf, business, "CONTRACT", [
    `#${number}`,
    `Date: ${formatLongDate(contract.createdAt, business.timezone)}`,
    `Status: ${contractStatusDisplay(contract.status).label}`,
    `Total: ${formatCents(contract.figures.totalCents)}`,
    contract.quote ? `Quote #${displayDocumentNumber(contract.quote.quoteNumber, contract.quote.id)}` : "",
  ].filter(Boolean));
  pdf.text(contract.title, { size: 13, bold: true });
  pdf.text(`Between ${business.companyName} and ${contract.customer.firstName} ${contract.customer.lastName}`.trim(), { size: 9, color: MUTED });
  pdf.gap(10);
  // A contract from a quote: the quote's lines and totals, as the portal shows them.
  if (contract.figures.itemized) figuresTable(pdf, contract.figures);
  pdf.text(contract.content || "No contract text.", { size: 10 });
  pdf.gap(10);
  section(pdf, "Terms", termsShownApart(contract));

  if (contract.signature) await certificatePage(pdf, contract, business);
  return pdf.save();
}

async function certificatePage(pdf: PdfWriter, contract: ContractView, business: PortalBranding): Promise<void> {
  const signature = contract.signature!;
  pdf.addPage();
  pdf.text("Signature Certificate", { size: 18, bold: true, color: hexToRgb(business.themePrimaryColor) });
  pdf.text("This page records the electronic signature of the contract above.", { size: 9, color: MUTED });
  pdf.gap(12);
  const facts: Array<[string, string]> = [
    ["Contract", `#${displayDocumentNumber(contract.contractNumber, contract.id)} - ${contract.title}`],
    ["Document ID", contract.id],
    ["Business", business.companyName],
    ["Signer", signature.signerName],
    ["Signed at (UTC)", new Date(signature.signedAt).toISOString()],
    ["Signed on", formatLongDate(signature.signedAt, business.timezone)],
    ["IP address", signature.ip ?? "not recorded"],
    ["User agent", signature.userAgent ?? "not recorded"],
    ["Consent", "The signer agreed to sign electronically."],
    ["Content SHA-256", signature.contentSha256],
  ];
  for (const [label, value] of facts) {
    pdf.text(label, { size: 8, bold: true, color: MUTED });
    pdf.text(value, { size: 10 });
    pdf.gap(4);
  }
  pdf.gap(8);
  pdf.text("Signature", { size: 8, bold: true, color: MUTED });
  if (signature.signatureImage.startsWith(PNG_PREFIX)) {
    try {
      const png = await pdf.doc.embedPng(Buffer.from(signature.signatureImage.slice(PNG_PREFIX.length), "base64"));
      const scale = Math.min(240 / png.width, 90 / png.height, 1);
      const height = png.height * scale;
      pdf.ensureSpace(height + 10);
      pdf.page.drawImage(png, { x: 72, y: pdf.y - height, width: png.width * scale, height });
      pdf.y -= height + 10;
    } catch {
      pdf.text("(signature image unreadable)", { size: 9, color: MUTED });
    }
  }
  pdf.text(
    "The SHA-256 value is a fingerprint of the contract text exactly as it was shown when signed; any change to the text changes it.",
    { size: 8, color: MUTED },
  );
}
