import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "@/lib/security/client-address";

const headers = (init: Record<string, string>) => new Headers(init);

describe("clientAddress", () => {
  it("ignores X-Forwarded-For unless TRUST_PROXY_HOPS is set: the connection's address wins", () => {
    const h = headers({ [CLIENT_ADDRESS_HEADER]: "198.51.100.7", "x-forwarded-for": "1.2.3.4", "x-real-ip": "5.6.7.8" });
    expect(clientAddress(h, {})).toBe("198.51.100.7");
    expect(clientAddress(headers({ "x-forwarded-for": "1.2.3.4" }), {})).toBeNull();
  });

  it("takes the N-th entry from the right with TRUST_PROXY_HOPS=N, whatever the client prepended", () => {
    const h = headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2", [CLIENT_ADDRESS_HEADER]: "10.0.0.3" });
    expect(clientAddress(h, { TRUST_PROXY_HOPS: "1" })).toBe("10.0.0.2");
    expect(clientAddress(h, { TRUST_PROXY_HOPS: "2" })).toBe("203.0.113.9");
    // Fewer entries than trusted hops: no address rather than a forged one.
    expect(clientAddress(h, { TRUST_PROXY_HOPS: "4" })).toBeNull();
  });

  it("reads an IPv4-mapped socket address as the IPv4 address, and ignores a nonsense hop count", () => {
    expect(clientAddress(headers({ [CLIENT_ADDRESS_HEADER]: "::ffff:127.0.0.1" }), {})).toBe("127.0.0.1");
    expect(clientAddress(headers({ [CLIENT_ADDRESS_HEADER]: "::1", "x-forwarded-for": "1.1.1.1" }), { TRUST_PROXY_HOPS: "abc" })).toBe("::1");
  });
});
