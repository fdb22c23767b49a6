import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { embeddedIpv4 } from "./embedded-ipv4";

/**
 * Where a webhook may be sent: public addresses only, so a business cannot make our servers
 * call into their own network (SSRF). Checked when an endpoint is registered and again on
 * every delivery, against the addresses the host resolves to at that moment (a name can be
 * re-pointed after registration: DNS rebinding); deliver-webhook.ts then connects to the very
 * address checked here. WEBHOOKS_ALLOW_PRIVATE=1 lifts the rule for local development.
 * Not server-only: the worker runs it outside Next.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata lives here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) BLOCKED.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b::", 96], // NAT64 (embeds an IPv4 address): refused whole, a public host has a public address
  ["64:ff9b:1::", 48], // local-use NAT64 (RFC 8215)
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local (ULA)
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) BLOCKED.addSubnet(network, prefix, "ipv6");

/** True for loopback, private, link-local, ULA, CGNAT, unspecified and other non-public addresses. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").split("%")[0];
  const family = isIP(bare);
  if (family === 0) return true; // not an address at all: never trust it
  if (family === 4) return BLOCKED.check(bare, "ipv4");
  // An IPv6 form of a blocked IPv4 address is that address (mapped, compatible, 6to4, NAT64, Teredo).
  if (embeddedIpv4(bare).some((v4) => BLOCKED.check(v4, "ipv4"))) return true;
  return BLOCKED.check(bare, "ipv6");
}

export function privateAddressesAllowed(): boolean {
  return process.env.WEBHOOKS_ALLOW_PRIVATE === "1";
}

export const PRIVATE_ADDRESS_MESSAGE = "Webhook URLs must point to a public internet address";
export const UNRESOLVED_HOST_MESSAGE = "The webhook URL's host could not be found";

export type ResolvedDestination = { address: string; family: 4 | 6 };

/**
 * The address to connect to for `hostname`, after checking every address it resolves to (one
 * private answer refuses the lot: a resolver may hand them out in any order). Throws an Error
 * whose message is safe to show.
 */
export async function resolvePublicDestination(hostname: string): Promise<ResolvedDestination> {
  const host = hostname.replace(/^\[|\]$/g, "");
  let answers: { address: string; family: number }[];
  try {
    answers = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new Error(UNRESOLVED_HOST_MESSAGE);
  }
  if (answers.length === 0) throw new Error(UNRESOLVED_HOST_MESSAGE);
  if (!privateAddressesAllowed() && answers.some((answer) => isPrivateAddress(answer.address))) throw new Error(PRIVATE_ADDRESS_MESSAGE);
  return { address: answers[0].address, family: answers[0].family === 6 ? 6 : 4 };
}
