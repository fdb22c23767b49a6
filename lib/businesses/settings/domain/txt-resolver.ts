import "server-only";
import { Resolver } from "node:dns/promises";

/** Looks up a name's TXT records (each record as its character strings). Injectable in tests. */
export type TxtResolver = (name: string) => Promise<string[][]>;

/**
 * The system resolver, or the servers in `DNS_SERVERS` (comma-separated `host[:port]`) — the
 * e2e suite points it at a local DNS server it controls. No cache: Verify must see a record the
 * owner has just added.
 */
export function systemTxtResolver(servers = process.env.DNS_SERVERS): TxtResolver {
  const resolver = new Resolver({ timeout: 4000, tries: 2 });
  if (servers) resolver.setServers(servers.split(",").map((server) => server.trim()).filter(Boolean));
  return (name) => resolver.resolveTxt(name);
}

/** DNS answers that mean "no such record (yet)", as opposed to "the lookup failed". */
export function isMissingRecord(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === "ENOTFOUND" || code === "ENODATA" || code === "NXDOMAIN";
}
