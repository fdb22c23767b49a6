// Auth.js first: pdf-lib's own tslib 1.x copies its helpers onto globalThis when it loads, and
// Vitest evaluates @auth/core's inlined modules with `this` = globalThis, so whichever loads
// first decides which `__classPrivateFieldGet` Auth.js's cookie store gets (Next's bundles are
// unaffected: there `this` is undefined in an ES module).
import "@/lib/core/routes/staff-route";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as adminContractPdf } from "@/app/api/admin/contracts/[contractId]/pdf/route";
import { GET as adminInvoicePdf } from "@/app/api/admin/invoices/[invoiceId]/pdf/route";
import { GET as adminQuotePdf } from "@/app/api/admin/quotes/[quoteId]/pdf/route";
import { GET as portalInvoicePdf } from "@/app/api/portal/invoices/[invoiceId]/pdf/route";
import { GET as portalQuotePdf } from "@/app/api/portal/quotes/[quoteId]/pdf/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { signContract } from "@/lib/contracts/sign-contract";
import { getBusinessContractDocument } from "@/lib/contracts/get-business-contract-document";
import { getBusinessInvoiceDocument } from "@/lib/money/invoices/get-business-invoice-document";
import { getBusinessQuoteDocument } from "@/lib/quotes/get-business-quote-document";
import { saveQuoteDraft } from "@/lib/quotes/save-quote-draft";
import { sendQuote } from "@/lib/quotes/send-quote";
import { sha256Hex } from "@/lib/security/tokens";
import { asAnonymous, asStaff } from "../../support/fake-request";
import { issuedInvoice } from "../../support/invoice-fixtures";
import { pdfPagesText } from "../../support/pdf-text";
import { CONTRACT_TEXT, TINY_PNG_DATA_URL, createBusiness, createContract, createCustomer, createSession } from "../../support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * Staff preview and PDF of any quote, contract or invoice (issue 37): the customer's own document
 * and PDF, drafts included, through staffRoute with the document's permission (quotes and
 * contracts manage_quotes, invoices manage_invoices or view_billing), scoped to the business.
 */
let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;
let token = "";
const scope = () => ({ businessId: business.id });

beforeAll(async () => {
  business = await createBusiness(db, { taxRate: 6.25, paymentInstructions: "Cheques to Pdf Lawn Co" });
  other = await createBusiness(db);
  customer = await createCustomer(db, business.id, { firstName: "Rosa", lastName: "Diaz" });
  token = await createSession(db, business.id, customer.id);
});
afterAll(async () => {
  for (const id of [business.id, other.id]) await db.delete(s.businesses).where(eq(s.businesses.id, id));
});

const staffGet = (route: typeof adminQuotePdf, path: string, key: string, id: string) =>
  route(new Request(`http://localhost:3000${path}`, { headers: { host: "localhost:3000" } }), { params: Promise.resolve({ [key]: id }) });
const portalGet = (route: typeof portalQuotePdf, path: string, key: string, id: string) => {
  const host = `${business.portalSubdomain}.localhost:3000`;
  return route(new Request(`http://${host}${path}`, { headers: { host, cookie: `sl_portal_session=${token}` } }), { params: Promise.resolve({ [key]: id }) });
};
const textOf = async (response: Response) => (await pdfPagesText(new Uint8Array(await response.arrayBuffer()))).join("\n");

async function member(roleTemplate: "billing" | null) {
  const [user] = await db.insert(s.users).values({ email: `pdf-${roleTemplate ?? "default"}-${Date.now()}@example.test`, userType: "employee", firstName: "Em", lastName: "Ployee" }).returning();
  await db.insert(s.businessMembers).values({ businessId: business.id, userId: user.id, role: "employee", roleTemplate });
  return user.id;
}

async function quote(send: boolean) {
  const saved = await saveQuoteDraft(scope(), { customerId: customer.id, title: "Fence repair", lineItems: [{ description: "Post replacement", quantity: 2, rateCents: 8_500 }], discountCents: 1_500, validUntil: null, terms: null, notes: null });
  if (send) await sendQuote(scope(), { quoteId: saved.id });
  return saved;
}

describe("staff PDFs", () => {
  it("are the customer's own PDF: the same text, with the discount and the business's payment instructions", async () => {
    const sent = await quote(true);
    const invoice = await issuedInvoice(scope(), customer.id, { type: "staff", userId: business.owner.id, ip: null }, 12_000);
    await asStaff(business.owner.id);
    const staffQuote = await staffGet(adminQuotePdf, `/api/admin/quotes/${sent.id}/pdf`, "quoteId", sent.id);
    expect(staffQuote.status).toBe(200);
    expect(staffQuote.headers.get("content-type")).toBe("application/pdf");
    expect(staffQuote.headers.get("content-disposition")).toBe(`attachment; filename="quote-${sent.quoteNumber}.pdf"`);
    const staffText = await textOf(staffQuote);
    expect(staffText).toBe(await textOf(await portalGet(portalQuotePdf, `/api/portal/quotes/${sent.id}/pdf`, "quoteId", sent.id)));
    expect(staffText).toContain("Discount\n-$15.00");

    const staffInvoice = await textOf(await staffGet(adminInvoicePdf, `/api/admin/invoices/${invoice.id}/pdf`, "invoiceId", invoice.id));
    expect(staffInvoice).toBe(await textOf(await portalGet(portalInvoicePdf, `/api/portal/invoices/${invoice.id}/pdf`, "invoiceId", invoice.id)));
    expect(staffInvoice).toContain("Cheques to Pdf Lawn Co");
  });

  it("include drafts, which the customer cannot open", async () => {
    const draft = await quote(false);
    await asStaff(business.owner.id);
    const staff = await staffGet(adminQuotePdf, `/api/admin/quotes/${draft.id}/pdf`, "quoteId", draft.id);
    expect(staff.status).toBe(200);
    expect(await textOf(staff)).toContain("Status: Draft");
    expect((await portalGet(portalQuotePdf, `/api/portal/quotes/${draft.id}/pdf`, "quoteId", draft.id)).status).toBe(404);
    expect((await getBusinessQuoteDocument(scope(), draft.id))?.status).toBe("draft");
  });

  it("end a signed contract with its certificate", async () => {
    const contract = await createContract(db, { businessId: business.id, customerId: customer.id });
    await signContract({ businessId: business.id, customerId: customer.id }, { contractId: contract.id, signerName: "Rosa Diaz", signatureImage: TINY_PNG_DATA_URL, consent: true, contentSha256: sha256Hex(CONTRACT_TEXT), ip: "198.51.100.9", userAgent: "StaffPdf/1.0" });
    await asStaff(business.owner.id);
    const pages = await pdfPagesText(new Uint8Array(await (await staffGet(adminContractPdf, `/api/admin/contracts/${contract.id}/pdf`, "contractId", contract.id)).arrayBuffer()));
    expect(pages.at(-1)).toContain("Signature Certificate");
    expect(pages.at(-1)).toContain("StaffPdf/1.0");
  });

  it("need the document's permission (403), a session (401), and are another business's 404", async () => {
    const sent = await quote(true);
    const invoice = await issuedInvoice(scope(), customer.id, { type: "staff", userId: business.owner.id, ip: null }, 5_000);
    const contract = await createContract(db, { businessId: business.id, customerId: customer.id });

    // Billing (view_billing, manage_invoices): invoices yes, quotes and contracts no.
    await asStaff(await member("billing"));
    expect((await staffGet(adminInvoicePdf, `/api/admin/invoices/${invoice.id}/pdf`, "invoiceId", invoice.id)).status).toBe(200);
    expect((await staffGet(adminQuotePdf, `/api/admin/quotes/${sent.id}/pdf`, "quoteId", sent.id)).status).toBe(403);
    expect((await staffGet(adminContractPdf, `/api/admin/contracts/${contract.id}/pdf`, "contractId", contract.id)).status).toBe(403);

    // The default employee: none of them.
    await asStaff(await member(null));
    expect((await staffGet(adminInvoicePdf, `/api/admin/invoices/${invoice.id}/pdf`, "invoiceId", invoice.id)).status).toBe(403);
    expect((await staffGet(adminQuotePdf, `/api/admin/quotes/${sent.id}/pdf`, "quoteId", sent.id)).status).toBe(403);

    // Another business's owner: not found, never the document.
    await asStaff(other.owner.id);
    for (const [route, path, key, id] of [
      [adminQuotePdf, `/api/admin/quotes/${sent.id}/pdf`, "quoteId", sent.id],
      [adminInvoicePdf, `/api/admin/invoices/${invoice.id}/pdf`, "invoiceId", invoice.id],
      [adminContractPdf, `/api/admin/contracts/${contract.id}/pdf`, "contractId", contract.id],
    ] as const) {
      const response = await staffGet(route, path, key, id);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).not.toBe("application/pdf");
    }
    expect(await getBusinessQuoteDocument({ businessId: other.id }, sent.id)).toBeNull();
    expect(await getBusinessInvoiceDocument({ businessId: other.id }, invoice.id, null)).toBeNull();
    expect(await getBusinessContractDocument({ businessId: other.id }, contract.id)).toBeNull();

    await asStaff(business.owner.id);
    expect((await staffGet(adminQuotePdf, "/api/admin/quotes/not-a-uuid/pdf", "quoteId", "not-a-uuid")).status).toBe(404);
    asAnonymous();
    expect((await staffGet(adminQuotePdf, `/api/admin/quotes/${sent.id}/pdf`, "quoteId", sent.id)).status).toBe(401);
  });
});
