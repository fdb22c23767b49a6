import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { contractSignatures, contracts, notifications } from "@/db/schema";
import { listCustomerContracts } from "@/lib/contracts/list-customer-contracts";
import { signContract } from "@/lib/contracts/sign-contract";
import { sha256Hex } from "@/lib/security/tokens";
import { CONTRACT_TEXT, TINY_PNG_DATA_URL, createBusiness, createContract, createCustomer, createQuote } from "../../support/portal-fixtures";

let biz: Awaited<ReturnType<typeof createBusiness>>;
let scope: { businessId: string; customerId: string };
let otherScope: { businessId: string; customerId: string };
const signer = (contractId: string, content = CONTRACT_TEXT) => ({
  contractId,
  signerName: "Casey Tester",
  signatureImage: TINY_PNG_DATA_URL,
  consent: true as const,
  contentSha256: sha256Hex(content),
  ip: "203.0.113.9",
  userAgent: "Vitest Browser/1.0",
});

beforeAll(async () => {
  biz = await createBusiness(db);
  scope = { businessId: biz.id, customerId: (await createCustomer(db, biz.id)).id };
  const otherBiz = await createBusiness(db);
  otherScope = { businessId: otherBiz.id, customerId: (await createCustomer(db, otherBiz.id)).id };
});

describe("listCustomerContracts", () => {
  it("lists the customer's non-draft contracts with the linked quote, newest first", async () => {
    const quote = await createQuote(db, scope, { status: "approved", quoteNumber: `Q-K${Date.now()}` });
    const older = await createContract(db, scope, { quoteId: quote.id, createdAt: new Date(Date.now() - 60_000) });
    const newer = await createContract(db, scope, { status: "expired" });
    await createContract(db, scope, { status: "draft" });
    await createContract(db, otherScope);
    const list = await listCustomerContracts(scope);
    expect(list.map((c) => c.id)).toEqual([newer.id, older.id]);
    expect(list[1].quote).toEqual({ id: quote.id, quoteNumber: quote.quoteNumber });
    expect(list[1].contentSha256).toBe(sha256Hex(CONTRACT_TEXT));
    expect(list[1].signature).toBeNull();
  });
});

describe("signContract", () => {
  it("signs a sent contract: status, signature record with hash/IP/UA, owner notified", async () => {
    const contract = await createContract(db, scope);
    const result = await signContract(scope, signer(contract.id));
    expect(result.contentSha256).toBe(sha256Hex(CONTRACT_TEXT));
    const [row] = await db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row.status).toBe("signed");
    expect(row.signedDate).toBeInstanceOf(Date);
    const [sig] = await db.select().from(contractSignatures).where(eq(contractSignatures.contractId, contract.id));
    expect(sig).toMatchObject({
      customerId: scope.customerId,
      signerName: "Casey Tester",
      consent: true,
      contentSha256: sha256Hex(CONTRACT_TEXT),
      ip: "203.0.113.9",
      userAgent: "Vitest Browser/1.0",
      signatureImage: TINY_PNG_DATA_URL,
    });
    const staff = await db.select().from(notifications).where(eq(notifications.userId, biz.owner.id));
    expect(staff.some((n) => n.kind === "contract_signed")).toBe(true);
    const [view] = (await listCustomerContracts(scope)).filter((c) => c.id === contract.id);
    expect(view.signature).toMatchObject({ signerName: "Casey Tester", ip: "203.0.113.9" });
  });

  it("a signed contract cannot change, nor its signature record — not even by a direct UPDATE", async () => {
    const contract = await createContract(db, scope);
    await signContract(scope, signer(contract.id));
    await expect(db.update(contracts).set({ content: "Something else" }).where(eq(contracts.id, contract.id))).rejects.toThrow();
    await expect(
      db.update(contractSignatures).set({ signerName: "Mallory" }).where(eq(contractSignatures.contractId, contract.id)),
    ).rejects.toThrow();
    await expect(signContract(scope, signer(contract.id))).rejects.toMatchObject({ code: "conflict", message: "This contract is not awaiting signature" });
    const [row] = await db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row.content).toBe(CONTRACT_TEXT);
  });

  it("refuses when the content changed since it was shown, when not the customer's, and bad images", async () => {
    const contract = await createContract(db, scope);
    await db.execute(sql`update contracts set content = 'Changed terms' where id = ${contract.id}`);
    await expect(signContract(scope, signer(contract.id))).rejects.toMatchObject({ code: "conflict" });
    await expect(signContract(scope, signer(contract.id, "Changed terms"))).resolves.toMatchObject({ contractId: contract.id });

    const theirs = await createContract(db, otherScope);
    await expect(signContract(scope, signer(theirs.id))).rejects.toMatchObject({ code: "not_found" });
    const draft = await createContract(db, scope, { status: "draft" });
    await expect(signContract(scope, signer(draft.id))).rejects.toMatchObject({ code: "not_found" });
    const fresh = await createContract(db, scope);
    const notPng = `data:image/png;base64,${Buffer.from("<svg onload=alert(1)>").toString("base64")}`;
    await expect(signContract(scope, { ...signer(fresh.id), signatureImage: notPng })).rejects.toMatchObject({ code: "invalid" });
    const [untouched] = await db.select().from(contracts).where(eq(contracts.id, fresh.id));
    expect(untouched.status).toBe("sent");
  });
});
