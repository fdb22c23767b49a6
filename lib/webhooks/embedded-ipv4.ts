/**
 * The IPv4 addresses an IPv6 address carries, so the address guard can judge them as IPv4:
 * a host reached through one of these forms is that IPv4 host (the kernel maps `::ffff:…`
 * itself; a 6to4 or NAT64 gateway relays the rest). The red team (issue 42) reached loopback
 * through `::127.0.0.1`, `::7f00:1`, `::ffff:0:7f00:1` and `2002:7f00:1::`.
 *
 * - `::a.b.c.d`            IPv4-compatible (::/96, deprecated)
 * - `::ffff:a.b.c.d`       IPv4-mapped (::ffff:0:0/96)
 * - `::ffff:0:a.b.c.d`     IPv4-translated (::ffff:0:0:0/96, RFC 2765)
 * - `64:ff9b::a.b.c.d`     NAT64 well-known prefix (64:ff9b::/96) and local-use 64:ff9b:1::/48 (last 32 bits)
 * - `2002:AABB:CCDD::`     6to4 (2002::/16, the IPv4 address in bits 16–47)
 * - `2001:0:S:S::C:C`      Teredo (2001::/32: the server in bits 32–63, the client inverted in the last 32)
 */
export function embeddedIpv4(address: string): string[] {
  const bytes = ipv6Bytes(address);
  if (!bytes) return [];
  const zero = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const v4 = (at: number, invert = 0) => Array.from(bytes.slice(at, at + 4), (b) => b ^ invert).join(".");
  const word = (at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
  if (zero(0, 10) && word(10) === 0xffff) return [v4(12)];
  if (zero(0, 12)) return [v4(12)];
  if (zero(0, 8) && word(8) === 0xffff && word(10) === 0) return [v4(12)];
  if (word(0) === 0x64 && word(2) === 0xff9b) return [v4(12)];
  if (word(0) === 0x2002) return [v4(2)];
  if (word(0) === 0x2001 && word(2) === 0) return [v4(4), v4(12, 0xff)];
  return [];
}

/** The 16 bytes of a textual IPv6 address (with or without an embedded dotted IPv4 tail), or null. */
export function ipv6Bytes(address: string): Uint8Array | null {
  let text = address.toLowerCase();
  const tail: number[] = [];
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const parts = dotted.slice(2).map(Number);
    if (parts.some((p) => p > 255)) return null;
    tail.push(...parts);
    text = dotted[1]!.endsWith("::") ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === "" ? [] : half.split(":"));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  const total = 8 - tail.length / 2;
  const missing = total - head.length - rest.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const all = [...head, ...Array<string>(missing).fill("0"), ...rest];
  if (all.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  const bytes = new Uint8Array(16);
  all.forEach((g, i) => {
    const value = parseInt(g, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 255;
  });
  bytes.set(tail, 12);
  return bytes;
}
