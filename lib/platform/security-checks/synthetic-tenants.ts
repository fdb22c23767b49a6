import "server-only";
import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, businessMembers, customers, quotes, users } from "@/db/schema";
import { hashPassword } from "@/lib/security/passwords";

/** A throwaway business with one portal customer and one sent quote, for the live probes. */
export type SyntheticTenant = {
  businessId: string;
  ownerUserId: string;
  subdomain: string;
  customer: { id: string; email: string; password: string };
  quote: { id: string; title: string };
};

const tag = () => randomBytes(5).toString("hex");

async function createSyntheticTenant(label: "a" | "b"): Promise<SyntheticTenant> {
  const id = tag();
  const subdomain = `sl-probe-${label}-${id}`;
  const password = `Probe-${randomBytes(12).toString("base64url")}`;
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(users)
      .values({ email: `${subdomain}-owner@probe.invalid`, userType: "business_owner", firstName: "Probe", lastName: "Owner" })
      .returning({ id: users.id });
    const [business] = await tx
      .insert(businesses)
      .values({ companyName: `Security probe ${label.toUpperCase()} ${id}`, portalSubdomain: subdomain, ownerUserId: owner.id })
      .returning({ id: businesses.id });
    await tx.insert(businessMembers).values({ businessId: business.id, userId: owner.id, role: "owner" });
    const email = `${subdomain}-customer@probe.invalid`;
    const [customer] = await tx
      .insert(customers)
      .values({ businessId: business.id, firstName: "Probe", lastName: label.toUpperCase(), email, portalAccessStatus: "active", passwordHash: await hashPassword(password) })
      .returning({ id: customers.id });
    const title = `Probe quote ${label.toUpperCase()} ${id}`;
    const [quote] = await tx
      .insert(quotes)
      .values({ businessId: business.id, customerId: customer.id, title, status: "sent", subtotalCents: 10_000, taxAmountCents: 0, totalAmountCents: 10_000 })
      .returning({ id: quotes.id });
    return { businessId: business.id, ownerUserId: owner.id, subdomain, customer: { id: customer.id, email, password }, quote: { id: quote.id, title } };
  });
}

/** Two tenants that must see nothing of each other; removed again by removeSyntheticTenants. */
export async function createSyntheticTenants(): Promise<[SyntheticTenant, SyntheticTenant]> {
  return [await createSyntheticTenant("a"), await createSyntheticTenant("b")];
}

/** Deletes the probe businesses (their rows cascade) and then their owners. */
export async function removeSyntheticTenants(tenants: SyntheticTenant[]): Promise<void> {
  if (tenants.length === 0) return;
  await db.delete(businesses).where(inArray(businesses.id, tenants.map((t) => t.businessId)));
  await db.delete(users).where(inArray(users.id, tenants.map((t) => t.ownerUserId)));
}
