import { afterEach, describe, expect, it } from "vitest";
import { isPrivateAddress, PRIVATE_ADDRESS_MESSAGE, resolvePublicDestination } from "@/lib/webhooks/address-guard";
import { embeddedIpv4, ipv6Bytes } from "@/lib/webhooks/embedded-ipv4";

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

/**
 * Every IPv6 spelling of a non-public IPv4 address (issue 42's red team reached loopback with
 * `[::127.0.0.1]`, `[::7f00:1]`, `[::ffff:0:7f00:1]` and `[2002:7f00:1::]`).
 */
describe("IPv4 addresses hidden in IPv6", () => {
  const hex = (v4: string) => {
    const [a, b, c, d] = v4.split(".").map(Number) as [number, number, number, number];
    return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  };
  const teredoClient = (v4: string) => hex(v4.split(".").map((p) => String(Number(p) ^ 255)).join("."));
  /** Each IPv6 form that carries `v4`. */
  const formsOf = (v4: string) => [
    `::ffff:${v4}`, `::ffff:${hex(v4)}`, `0:0:0:0:0:ffff:${hex(v4)}`, `::FFFF:${hex(v4).toUpperCase()}`, // IPv4-mapped
    `::${v4}`, `::${hex(v4)}`, `0:0:0:0:0:0:${v4}`, // IPv4-compatible
    `::ffff:0:${v4}`, `::ffff:0:${hex(v4)}`, `0:0:0:0:ffff:0:${hex(v4)}`, // IPv4-translated
    `2002:${hex(v4)}::`, `2002:${hex(v4)}::1`, `2002:${hex(v4)}:1:2:3:4:5`, // 6to4
    `64:ff9b::${v4}`, `64:ff9b::${hex(v4)}`, `64:ff9b:1::${hex(v4)}`, // NAT64
    `2001:0:${hex(v4)}::`, `2001:0:4136:e378:8000:63bf:${teredoClient(v4)}`, // Teredo: server, client
  ];
  const privateV4 = ["127.0.0.1", "127.1.2.3", "10.0.0.1", "172.16.5.4", "192.168.1.1", "169.254.169.254", "169.254.0.1", "100.64.0.1", "0.0.0.0", "198.18.0.1", "224.0.0.1"];

  it("refuses every IPv4-mapped, -compatible, -translated, 6to4, NAT64 and Teredo form of a private, loopback or link-local address", () => {
    const admitted = privateV4.flatMap((v4) => formsOf(v4).flatMap((form) => [form, `[${form}]`])).filter((form) => !isPrivateAddress(form));
    expect(admitted).toEqual([]);
  });

  it("refuses the red team's URLs, as URL parsing normalises them", async () => {
    for (const url of ["https://[::127.0.0.1]/", "https://[::7f00:1]/", "https://[::ffff:0:7f00:1]/", "https://[2002:7f00:1::]/", "https://[::ffff:127.0.0.1]/", "https://[64:ff9b::169.254.169.254]/"]) {
      const { hostname } = new URL(url);
      expect(isPrivateAddress(hostname), url).toBe(true);
      await expect(resolvePublicDestination(hostname), url).rejects.toThrow(PRIVATE_ADDRESS_MESSAGE);
    }
  });

  it("admits the mapped, compatible and 6to4 forms of a public address", () => {
    for (const address of ["::ffff:8.8.8.8", `::ffff:${hex("1.1.1.1")}`, `2002:${hex("8.8.8.8")}::1`, "2606:4700:4700::1111", "2a00:1450:4001:82b::200e"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it("reads IPv6 text into its bytes and the IPv4 it carries", () => {
    expect(Array.from(ipv6Bytes("::ffff:127.0.0.1")!)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 127, 0, 0, 1]);
    expect(Array.from(ipv6Bytes("2002:7f00:1::")!)).toEqual([0x20, 0x02, 0x7f, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Bytes("1::2::3")).toBeNull();
    expect(ipv6Bytes("1:2:3")).toBeNull();
    expect(embeddedIpv4("::ffff:0:7f00:1")).toEqual(["127.0.0.1"]);
    expect(embeddedIpv4("2002:c0a8:101::")).toEqual(["192.168.1.1"]);
    expect(embeddedIpv4("64:ff9b::a9fe:a9fe")).toEqual(["169.254.169.254"]);
    expect(embeddedIpv4("2606:4700:4700::1111")).toEqual([]);
  });
});
