import { describe, expect, it } from "vitest";
import { PageCacheStore, type CachedPage } from "@/lib/page-cache/page-cache-store";

const claim = { businessId: "b", version: "1.0", validator: "v", identity: "s" };
const page = (body: string, storedAt = 0): CachedPage => ({ status: 200, headers: [["content-type", "text/html"]], body, nonce: null, claim, storedAt });
/** Bytes the store counts for page(body): the body and its one header. */
const bytesOf = (body: string) => body.length + "content-type".length + "text/html".length;

describe("PageCacheStore", () => {
  it("answers what was kept, until the TTL has passed", () => {
    let now = 1_000;
    const store = new PageCacheStore(10_000, 500, () => now);
    store.set("a", page("A", now));
    now += 499;
    expect(store.get("a")?.body).toBe("A");
    now += 1;
    expect(store.get("a")).toBeNull();
    expect(store.size).toBe(0);
    expect(store.usedBytes).toBe(0);
  });

  it("drops the least recently used pages once full, counting bytes", () => {
    const store = new PageCacheStore(bytesOf("x".repeat(10)) * 2, 60_000, () => 0);
    store.set("a", page("a".repeat(10)));
    store.set("b", page("b".repeat(10)));
    expect(store.get("a")?.body).toBe("a".repeat(10)); // a is now the most recently used
    store.set("c", page("c".repeat(10)));
    expect(store.get("b")).toBeNull();
    expect(store.get("a")).not.toBeNull();
    expect(store.get("c")).not.toBeNull();
    expect(store.usedBytes).toBe(bytesOf("x".repeat(10)) * 2);
  });

  it("replaces a key's page and keeps its byte count true; never keeps a page larger than the whole store", () => {
    const store = new PageCacheStore(bytesOf("x".repeat(20)), 60_000, () => 0);
    store.set("a", page("a".repeat(5)));
    store.set("a", page("a".repeat(8)));
    expect(store.size).toBe(1);
    expect(store.usedBytes).toBe(bytesOf("a".repeat(8)));
    store.set("huge", page("h".repeat(21)));
    expect(store.get("huge")).toBeNull();
    expect(store.get("a")?.body).toBe("a".repeat(8));
    store.delete("a");
    store.delete("a");
    expect(store.usedBytes).toBe(0);
  });
});
