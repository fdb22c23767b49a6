import { beforeAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { GET as contractPdf } from "@/app/api/portal/contracts/[contractId]/pdf/route";
import { GET as invoicePdf } from "@/app/api/portal/invoices/[invoiceId]/pdf/route";
import { GET as quotePdf } from "@/app/api/portal/quotes/[quoteId]/pdf/route";
import { db } from "@/db/client";
import { signContract } from "@/lib/contracts/sign-contract";
import { sha256Hex } from "@/lib/security/tokens";
import { pdfPagesText } from "../../support/pdf-text";
import {
  CONTRACT_TEXT, TINY_PNG_DATA_URL, createBusiness, createContract, createCustomer, createInvoice, createQuote, createSession,
} from "../../support/portal-fixtures";

type Biz = Awaited<ReturnType<typeof createBusiness>>;
let biz: Biz;
let scope: { businessId: string; customerId: string };
let token: string;
let neighbourToken: string;

const req = (path: string, t: string) => {
  const h = `${biz.portalSubdomain}.localhost:3000`;
  return new Request(`http://${h}${path}`, { headers: { host: h, cookie: `sl_portal_session=${t}` } });
};

beforeAll(async () => {
  biz = await createBusiness(db, { companyName: "Pdf Lawn & Garden", businessAddress: "1 Main St" });
  const me = await createCustomer(db, biz.id, { firstName: "José", lastName: "Núñez" });
  scope = { businessId: biz.id, customerId: me.id };
  token = await createSession(db, biz.id, me.id);
  const neighbour = await createCustomer(db, biz.id);
  neighbourToken = await createSession(db, biz.id, neighbour.id);
});

describe("PDF downloads", () => {
  it("a signed contract's PDF ends with a signature certificate (signer, IP, UA, SHA-256)", async () => {
    const contract = await createContract(db, scope, { contractNumber: `C-P${Date.now()}` });
    await signContract(scope, {
      contractId: contract.id,
      signerName: "José Núñez",
      signatureImage: TINY_PNG_DATA_URL,
      consent: true,
      contentSha256: sha256Hex(CONTRACT_TEXT),
      ip: "198.51.100.7",
      userAgent: "PdfTest/2.0",
    });
    const res = await contractPdf(req(`/api/portal/contracts/${contract.id}/pdf`, token), { params: Promise.resolve({ contractId: contract.id }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="contract-${contract.contractNumber}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const doc = await PDFDocument.load(bytes);
    const [page] = doc.getPages();
    expect(page.getSize()).toEqual({ width: 595.28, height: 841.89 });
    const pages = await pdfPagesText(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]).toContain("The provider mows the lawn weekly.");
    const last = pages.at(-1)!;
    expect(last).toContain("Signature Certificate");
    expect(last).toContain("José Núñez");
    expect(last).toContain("198.51.100.7");
    expect(last).toContain("PdfTest/2.0");
    expect(last).toContain(sha256Hex(CONTRACT_TEXT));
  });

  it("an unsigned contract has no certificate; quotes and invoices render their numbers and totals", async () => {
    const contract = await createContract(db, scope);
    const c = await contractPdf(req(`/api/portal/contracts/${contract.id}/pdf`, token), { params: Promise.resolve({ contractId: contract.id }) });
    const cPages = await pdfPagesText(new Uint8Array(await c.arrayBuffer()));
    expect(cPages.join("\n")).not.toContain("Signature Certificate");

    const quote = await createQuote(db, scope, { quoteNumber: `Q-P${Date.now()}`, lines: [{ description: "Mulch — 3 yards", quantity: 3, rate: 40 }] });
    const q = await quotePdf(req(`/api/portal/quotes/${quote.id}/pdf`, token), { params: Promise.resolve({ quoteId: quote.id }) });
    expect(q.status).toBe(200);
    const qText = (await pdfPagesText(new Uint8Array(await q.arrayBuffer()))).join("\n");
    expect(qText).toContain(`#${quote.quoteNumber}`);
    expect(qText).toContain("Mulch — 3 yards");
    expect(qText).toContain("$129.90");
    expect(qText).toContain("valid 30 days from quote date");

    const invoice = await createInvoice(db, scope, { invoiceNumber: `INV-P${Date.now()}`, paymentInstructions: "Mail a check" });
    const i = await invoicePdf(req(`/api/portal/invoices/${invoice.id}/pdf`, token), { params: Promise.resolve({ invoiceId: invoice.id }) });
    const iText = (await pdfPagesText(new Uint8Array(await i.arrayBuffer()))).join("\n");
    expect(iText).toContain("INVOICE");
    expect(iText).toContain("$108.25");
    expect(iText).toContain("Mail a check");
  });

  it("another customer gets 404, a missing session 401", async () => {
    const quote = await createQuote(db, scope);
    const theirs = await quotePdf(req(`/api/portal/quotes/${quote.id}/pdf`, neighbourToken), { params: Promise.resolve({ quoteId: quote.id }) });
    expect(theirs.status).toBe(404);
    const none = await quotePdf(new Request(`http://${biz.portalSubdomain}.localhost:3000/x`, { headers: { host: `${biz.portalSubdomain}.localhost:3000` } }), { params: Promise.resolve({ quoteId: quote.id }) });
    expect(none.status).toBe(401);
  });
});
