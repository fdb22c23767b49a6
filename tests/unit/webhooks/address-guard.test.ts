import { afterEach, describe, expect, it } from "vitest";
import { isPrivateAddress, PRIVATE_ADDRESS_MESSAGE, resolvePublicDestination } from "@/lib/webhooks/address-guard";

describe("webhook address guard", () => {
  afterEach(() => {
    delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  });

  it("refuses loopback, private, link-local, CGNAT, unspecified, multicast and reserved IPv4", () => {
    for (const address of ["127.0.0.1", "127.255.0.9", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "100.127.255.254", "0.0.0.0", "224.0.0.1", "255.255.255.255", "192.0.2.10", "198.18.0.1"]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it("refuses loopback, unspecified, ULA, link-local, multicast IPv6 and IPv4 hidden in IPv6", () => {
    for (const address of ["::1", "::", "fc00::1", "fd12:3456::1", "fe80::1", "fe80::1%eth0", "ff02::1", "[::1]", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:7f00:1", "::ffff:a9fe:a9fe", "64:ff9b::a00:1", "2001:db8::1"]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it("admits public addresses, and refuses what is not an address at all", () => {
    for (const address of ["8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
    expect(isPrivateAddress("example.com")).toBe(true);
  });

  it("checks what a host resolves to (localhost is loopback) unless WEBHOOKS_ALLOW_PRIVATE=1", async () => {
    await expect(resolvePublicDestination("localhost")).rejects.toThrow(PRIVATE_ADDRESS_MESSAGE);
    await expect(resolvePublicDestination("127.0.0.1")).rejects.toThrow(PRIVATE_ADDRESS_MESSAGE);
    await expect(resolvePublicDestination("[::1]")).rejects.toThrow(PRIVATE_ADDRESS_MESSAGE);
    await expect(resolvePublicDestination("8.8.8.8")).resolves.toEqual({ address: "8.8.8.8", family: 4 });
    process.env.WEBHOOKS_ALLOW_PRIVATE = "1";
    await expect(resolvePublicDestination("127.0.0.1")).resolves.toEqual({ address: "127.0.0.1", family: 4 });
  });

  it("says a host that does not resolve cannot be found", async () => {
    await expect(resolvePublicDestination("no-such-host.invalid")).rejects.toThrow("could not be found");
  });
});
