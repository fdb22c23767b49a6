/**
 * The client's address, as the app may trust it.
 *
 * scripts/serve.ts (the only way the app is started) deletes any incoming CLIENT_ADDRESS_HEADER
 * and sets it to the connection's remote address before Next sees the request, so it cannot be
 * forged. X-Forwarded-For is written by the client unless a proxy we run rewrites it, so it is
 * read only when TRUST_PROXY_HOPS=N says N proxies of ours append to it: the N-th entry from the
 * right is then the address that connected to the outermost of them.
 */
export const CLIENT_ADDRESS_HEADER = "x-serviceloop-client-ip";

export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const hops = Number(env.TRUST_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

export function clientAddress(headers: Headers, env: Record<string, string | undefined> = process.env): string | null {
  const hops = trustedProxyHops(env);
  if (hops > 0) {
    const forwarded = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than trusted hops: the chain is not what was configured, so no address.
    return forwarded.length >= hops ? normalizeAddress(forwarded[forwarded.length - hops]!) : null;
  }
  const direct = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  return direct ? normalizeAddress(direct) : null;
}

/** IPv4 clients of a dual-stack socket appear as ::ffff:1.2.3.4; one client, one key. */
function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped ? mapped[1]! : address).slice(0, 64);
}
