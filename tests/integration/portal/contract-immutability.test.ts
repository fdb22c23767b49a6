import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { businesses, contractSignatures, contracts, customers } from "@/db/schema";
import { signContract } from "@/lib/contracts/sign-contract";
import { sha256Hex } from "@/lib/security/tokens";
import { CONTRACT_TEXT, TINY_PNG_DATA_URL, createBusiness, createContract, createCustomer } from "../../support/portal-fixtures";

/**
 * Issue 16 item 4: a signed contract and its signature record are a legal record. Migration
 * 0001 refuses UPDATE, migration 0003 refuses DELETE — except when the delete cascades from
 * the business (or customer) being deleted as a whole.
 */
async function signedContract() {
  const business = await createBusiness(db);
  const customer = await createCustomer(db, business.id);
  const scope = { businessId: business.id, customerId: customer.id };
  const contract = await createContract(db, scope);
  await signContract(scope, {
    contractId: contract.id,
    signerName: "Casey Tester",
    signatureImage: TINY_PNG_DATA_URL,
    consent: true,
    contentSha256: sha256Hex(CONTRACT_TEXT),
    ip: null,
    userAgent: null,
  });
  return { business, customer, contract };
}

/** The database's own refusal text (Drizzle wraps it as the cause of "Failed query"). */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const e = error as { message: string; cause?: { message?: string } };
    return e.cause?.message ?? e.message;
  }
  return "not refused";
}

const contractRows = (id: string) => db.select().from(contracts).where(eq(contracts.id, id));
const signatureRows = (id: string) => db.select().from(contractSignatures).where(eq(contractSignatures.contractId, id));

describe("signed contracts are immutable", () => {
  it("refuses UPDATE of a signed contract and of its signature", async () => {
    const { contract } = await signedContract();
    expect(await refusal(db.update(contracts).set({ title: "Changed" }).where(eq(contracts.id, contract.id)))).toBe("A signed contract cannot be changed");
    expect(await refusal(db.update(contractSignatures).set({ signerName: "Mallory" }).where(eq(contractSignatures.contractId, contract.id)))).toBe(
      "A contract signature cannot be changed",
    );
    expect((await contractRows(contract.id))[0].title).toBe(contract.title);
    expect((await signatureRows(contract.id))[0].signerName).toBe("Casey Tester");
  });

  it("refuses DELETE of a signed contract and of its signature", async () => {
    const { contract } = await signedContract();
    expect(await refusal(db.delete(contracts).where(eq(contracts.id, contract.id)))).toBe("A signed contract cannot be deleted");
    expect(await refusal(db.delete(contractSignatures).where(eq(contractSignatures.contractId, contract.id)))).toBe(
      "A contract signature cannot be deleted",
    );
    expect(await contractRows(contract.id)).toHaveLength(1);
    expect(await signatureRows(contract.id)).toHaveLength(1);
  });

  it("still deletes an unsigned contract", async () => {
    const business = await createBusiness(db);
    const customer = await createCustomer(db, business.id);
    const draft = await createContract(db, { businessId: business.id, customerId: customer.id });
    await db.delete(contracts).where(eq(contracts.id, draft.id));
    expect(await contractRows(draft.id)).toHaveLength(0);
  });

  it("lets a whole business's deletion cascade through its signed contracts and signatures", async () => {
    const { business, contract } = await signedContract();
    await db.delete(businesses).where(eq(businesses.id, business.id));
    expect(await contractRows(contract.id)).toHaveLength(0);
    expect(await signatureRows(contract.id)).toHaveLength(0);
  });

  it("lets a customer's deletion cascade too", async () => {
    const { customer, contract } = await signedContract();
    await db.delete(customers).where(eq(customers.id, customer.id));
    expect(await contractRows(contract.id)).toHaveLength(0);
    expect(await signatureRows(contract.id)).toHaveLength(0);
  });
});
