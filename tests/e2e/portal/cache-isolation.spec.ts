import http from "node:http";
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { createBusiness, createConversation, createCustomer, createInvoice, createQuote, createSession, unique } from "../../support/portal-fixtures";
import { businessBySubdomain, closeDb, COOKIE, db, port } from "./screens-support";

test.afterAll(closeDb);

/**
 * Issue 15: whatever the portal caches to be fast (the rendered-page cache at the front door,
 * lib/page-cache; tenant lookups), it must never serve one customer's page to another, nor a
 * page older than its data. Two customers of the same business and one of another business
 * hammer the same routes at once, over and over; every answer must be the asker's own page
 * (their own marker in it) and hold no other customer's marker, in the HTML or in the flight
 * data within it — and most answers come from the cache, so the cache is what is tested.
 */
type Asker = { label: string; host: string; token: string; markers: Record<string, string> };

/** A GET with our own Host header and session cookie (Node does not resolve *.localhost). */
function get(asker: Asker, path: string) {
  return new Promise<{ status: number; text: string; cache: string | undefined }>((resolve, reject) => {
    const req = http.request(`http://127.0.0.1:${port}${path}`, { headers: { host: `${asker.host}:${port}`, cookie: `${COOKIE}=${asker.token}` } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text, cache: res.headers["x-page-cache"] as string | undefined }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A customer with a quote, an invoice and a message, each carrying a marker no one else has. */
async function askerIn(business: { id: string; portalSubdomain: string }, label: string): Promise<Asker> {
  const tag = unique(label);
  const customer = await createCustomer(db(), business.id, { firstName: `First${tag}`, lastName: "Isolated" });
  const scope = { businessId: business.id, customerId: customer.id };
  const quote = `Quote${tag}`;
  const invoice = `Invoice${tag}`;
  const message = `Message${tag}`;
  await createQuote(db(), scope, { title: quote });
  await createInvoice(db(), scope, { description: invoice });
  const conversation = await createConversation(db(), scope);
  await db().insert(schema.messages).values({ businessId: business.id, conversationId: conversation.id, senderType: "customer", senderId: customer.id, content: message });
  const token = await createSession(db(), business.id, customer.id);
  return {
    label,
    host: `${business.portalSubdomain}.localhost`,
    token,
    markers: { name: `First${tag}`, quote, invoice, message },
  };
}

/** Which of the asker's own markers each route must show: proof it is their page, not a sign-in redirect. */
const ROUTES: Record<string, Array<keyof Asker["markers"]>> = {
  "/dashboard": ["name"],
  "/quotes": ["quote"],
  "/invoices": ["invoice"],
  "/messages": ["message"],
  "/account": ["name"],
  "/api/customer-portal-data?action=quotes": ["quote"],
};
const ROUNDS = 12;

test("customers hammering the same routes at once each get only their own page", async () => {
  const greenleaf = await businessBySubdomain("greenleaf");
  const elsewhere = await createBusiness(db());
  const askers = [await askerIn(greenleaf, "a"), await askerIn(greenleaf, "b"), await askerIn(elsewhere, "c")];

  const seen: string[] = [];
  const hits = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round++) {
    const answers = await Promise.all(
      askers.flatMap((asker) => Object.keys(ROUTES).map(async (path) => ({ asker, path, ...(await get(asker, path)) }))),
    );
    for (const { asker, path, status, text, cache } of answers) {
      if (cache === "hit") hits.set(path, (hits.get(path) ?? 0) + 1);
      const where = `${asker.label} ${path} (round ${round + 1})`;
      expect(status, where).toBe(200);
      for (const key of ROUTES[path]) expect(text, `${where} lacks its own ${key}`).toContain(asker.markers[key]);
      for (const other of askers.filter((a) => a !== asker)) {
        for (const marker of Object.values(other.markers)) expect(text, `${where} shows ${other.label}'s ${marker}`).not.toContain(marker);
      }
      seen.push(where);
    }
  }
  expect(seen).toHaveLength(ROUNDS * askers.length * Object.keys(ROUTES).length);
  // Every page route was answered from the cache for all three, round after round (the API
  // route is never kept); without hits this test would prove nothing about the cache.
  for (const path of Object.keys(ROUTES).filter((p) => !p.startsWith("/api/"))) expect(hits.get(path) ?? 0, path).toBeGreaterThanOrEqual(askers.length * (ROUNDS - 3));
  expect(hits.get("/api/customer-portal-data?action=quotes")).toBeUndefined();
});

test("a kept page is never older than its data: a write by any path shows on the next view", async () => {
  const greenleaf = await businessBySubdomain("greenleaf");
  const asker = await askerIn(greenleaf, "fresh");
  const first = await get(asker, "/quotes");
  expect(first.text).toContain(asker.markers.quote);
  expect((await get(asker, "/quotes")).cache).toBe("hit");

  // Written straight to the database, as a worker, the API or another instance would.
  const renamed = `${asker.markers.quote}Renamed`;
  await db().update(schema.quotes).set({ title: renamed }).where(eq(schema.quotes.title, asker.markers.quote));
  const after = await get(asker, "/quotes");
  expect(after.cache).toBe("miss");
  expect(after.text).toContain(renamed);
  expect((await get(asker, "/quotes")).cache).toBe("hit");

  // Signing out ends the kept pages too: the same cookie is refused and sent to sign in.
  await db().delete(schema.customerSessions).where(eq(schema.customerSessions.customerId, (await db().select().from(schema.quotes).where(eq(schema.quotes.title, renamed)))[0].customerId));
  const signedOut = await get(asker, "/quotes");
  expect(signedOut.status).toBe(307);
  expect(signedOut.text).not.toContain(renamed);
});
