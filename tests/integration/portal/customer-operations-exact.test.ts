import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { contractSignatures, contracts, customerServices, notifications, webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { listCustomerContracts } from "@/lib/contracts/list-customer-contracts";
import { signContract } from "@/lib/contracts/sign-contract";
import { getCustomerInvoice } from "@/lib/money/invoices/get-customer-invoice";
import { listCustomerSubscriptions } from "@/lib/catalog/list-customer-subscriptions";
import { subscribeToService } from "@/lib/catalog/subscribe-to-service";
import { sha256Hex } from "@/lib/security/tokens";
import {
  CONTRACT_TEXT,
  TINY_PNG,
  TINY_PNG_DATA_URL,
  createBusiness,
  createContract,
  createCustomer,
  createInvoice,
  createService,
} from "../../support/portal-fixtures";

/*
 * Written against the survivors of the `customer-operations` mutation group
 * (docs/decisions/mutation-testing.md): each case pins a message, a bound or a field that the
 * broader portal tests only checked by its error code or not at all.
 */

let biz: Awaited<ReturnType<typeof createBusiness>>;
let scope: { businessId: string; customerId: string };

const pngDataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString("base64")}`;
const signer = (contractId: string, overrides: Partial<Parameters<typeof signContract>[1]> = {}) => ({
  contractId,
  signerName: "Robin Exact",
  signatureImage: TINY_PNG_DATA_URL,
  consent: true as const,
  contentSha256: sha256Hex(CONTRACT_TEXT),
  ip: "198.51.100.4",
  userAgent: "Exact/1.0",
  ...overrides,
});

async function contractRow(id: string) {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  return row;
}

async function signatureCount(contractId: string) {
  return (await db.select().from(contractSignatures).where(eq(contractSignatures.contractId, contractId))).length;
}

beforeAll(async () => {
  biz = await createBusiness(db);
  scope = { businessId: biz.id, customerId: (await createCustomer(db, biz.id)).id };
});

describe("signContract refusals, exactly", () => {
  it("an id that is not a UUID is 'Contract not found', not a database error", async () => {
    await expect(signContract(scope, signer("not-a-uuid"))).rejects.toMatchObject({ code: "not_found", message: "Contract not found" });
  });

  it("refuses images that only look like PNGs, with the spec's message, and writes nothing", async () => {
    const contract = await createContract(db, scope);
    const magic = TINY_PNG.subarray(0, 8);
    const headerOnly = pngDataUrl(Buffer.from(magic));
    const oneByteWrong = Buffer.from(TINY_PNG);
    oneByteWrong[3] = 0x00; // "\x89PN\0…": most of the signature matches, not all of it
    const shortPrefix = pngDataUrl(Buffer.from(magic.subarray(0, 4)));
    for (const image of [headerOnly, pngDataUrl(oneByteWrong), shortPrefix]) {
      await expect(signContract(scope, signer(contract.id, { signatureImage: image }))).rejects.toMatchObject({
        code: "invalid",
        message: "Please draw your signature",
      });
    }
    expect((await contractRow(contract.id)).status).toBe("sent");
    expect(await signatureCount(contract.id)).toBe(0);
  });

  it("content changed since it was shown: the 'changed' message, not 'not awaiting signature'", async () => {
    const contract = await createContract(db, scope);
    await db.update(contracts).set({ content: "Amended terms" }).where(eq(contracts.id, contract.id));
    await expect(signContract(scope, signer(contract.id))).rejects.toMatchObject({
      code: "conflict",
      message: "This contract has changed since you opened it. Please review it again before signing.",
    });
    expect((await contractRow(contract.id)).status).toBe("sent");
    expect(await signatureCount(contract.id)).toBe(0);
  });

  it("a contract no longer awaiting signature gets that message, whatever hash is sent", async () => {
    const contract = await createContract(db, scope, { status: "expired" });
    await expect(signContract(scope, signer(contract.id, { contentSha256: sha256Hex("anything") }))).rejects.toMatchObject({
      code: "conflict",
      message: "This contract is not awaiting signature",
    });
  });
});

describe("signContract on success, exactly", () => {
  it("stores at most 512 characters of the user agent", async () => {
    const contract = await createContract(db, scope);
    await signContract(scope, signer(contract.id, { userAgent: "U".repeat(600) }));
    const [sig] = await db.select().from(contractSignatures).where(eq(contractSignatures.contractId, contract.id));
    expect(sig.userAgent).toBe("U".repeat(512));
  });

  it("tells the owner who signed which contract, linking to the contracts page", async () => {
    const contract = await createContract(db, scope, { contractNumber: "C-7001", title: "Weekly Mowing Agreement" });
    await signContract(scope, signer(contract.id));
    const [note] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, biz.owner.id), eq(notifications.kind, "contract_signed"), eq(notifications.title, "Contract C-7001 signed by Robin Exact")));
    expect(note).toMatchObject({ body: '"Weekly Mowing Agreement" was signed electronically.', link: "/admin/contracts" });
  });

  it("sends the contract.signed webhook with the contract's fields", async () => {
    const hookBiz = await createBusiness(db);
    const hookScope = { businessId: hookBiz.id, customerId: (await createCustomer(db, hookBiz.id)).id };
    await db.insert(webhookEndpoints).values({ businessId: hookBiz.id, url: "https://8.8.8.8/hooks", events: ["contract.signed"], secret: "whsec_sign" });
    const contract = await createContract(db, hookScope, { contractNumber: "C-7002", title: "Pool Care" });
    const result = await signContract(hookScope, signer(contract.id));
    const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.businessId, hookBiz.id));
    expect(delivery.eventType).toBe("contract.signed");
    expect((delivery.payload as { data: unknown }).data).toEqual({
      contract: {
        id: contract.id,
        contract_number: "C-7002",
        customer_id: hookScope.customerId,
        title: "Pool Care",
        signer_name: "Robin Exact",
        signed_at: result.signedAt,
        content_sha256: sha256Hex(CONTRACT_TEXT),
      },
    });
  });
});

describe("contract view of a contract without content", () => {
  it("hashes missing content as the empty text, as the signing statement does", async () => {
    const customer = await createCustomer(db, biz.id);
    const own = { businessId: biz.id, customerId: customer.id };
    const contract = await createContract(db, own, { content: null });
    const [view] = await listCustomerContracts(own);
    expect(view.id).toBe(contract.id);
    expect(view.contentSha256).toBe(sha256Hex(""));
    await expect(signContract(own, signer(contract.id, { contentSha256: sha256Hex("") }))).resolves.toMatchObject({ contractId: contract.id });
  });
});

describe("getCustomerInvoice edges", () => {
  it("an id that is not a UUID is simply not found", async () => {
    expect(await getCustomerInvoice(scope, "42")).toBeNull();
  });

  it("a void invoice has nothing due, even when nothing was paid", async () => {
    const voided = await createInvoice(db, scope, { status: "void", amountCents: 5000, subtotalCents: 5000, taxAmountCents: 0 });
    const pending = await createInvoice(db, scope, { amountCents: 5000, subtotalCents: 5000, taxAmountCents: 0 });
    expect(await getCustomerInvoice(scope, voided.id)).toMatchObject({ status: "void", figures: { totalCents: 5000, balanceDueCents: 0 } });
    expect(await getCustomerInvoice(scope, pending.id)).toMatchObject({ status: "pending", figures: { totalCents: 5000, balanceDueCents: 5000 } });
  });
});

describe("listCustomerSubscriptions", () => {
  it("hides cancelled subscriptions and keeps the active ones", async () => {
    const customer = await createCustomer(db, biz.id);
    const own = { businessId: biz.id, customerId: customer.id };
    const kept = await createService(db, biz.id, { name: "Kept Weekly", isRecurring: true, recurringInterval: "week" });
    const dropped = await createService(db, biz.id, { name: "Dropped Monthly", isRecurring: true, recurringInterval: "month" });
    await subscribeToService(own, { serviceId: kept.id, today: "2030-02-01" });
    const cancelled = await subscribeToService(own, { serviceId: dropped.id, today: "2030-02-01" });
    await db.update(customerServices).set({ status: "cancelled" }).where(eq(customerServices.id, cancelled.subscriptionId));
    expect((await listCustomerSubscriptions(own)).map((s) => s.serviceName)).toEqual(["Kept Weekly"]);
  });
});
