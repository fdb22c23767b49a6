import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The `ServiceLoop-Signature` of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">` keyed with the endpoint's secret (the same scheme as Stripe's, so the
 * timestamp is covered and a replayed old delivery can be refused by its age). Pure: no I/O.
 */
export function signWebhookPayload(input: { secret: string; body: string; timestamp: number }): string {
  const t = Math.floor(input.timestamp);
  return `t=${t},v1=${hmacHex(input.secret, `${t}.${input.body}`)}`;
}

function hmacHex(secret: string, content: string): string {
  return createHmac("sha256", secret).update(content, "utf8").digest("hex");
}

/** How old a signature may be when verified (seconds), unless the caller says otherwise. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/**
 * What a receiver does (documented on the API page; tests use it): parse the header, recompute
 * the HMAC over `t.body` and compare in constant time; refuse signatures older than the
 * tolerance. Any v1 entry may match (several appear while a secret is being rolled).
 */
export function verifyWebhookSignature(input: {
  secret: string;
  body: string;
  header: string | null | undefined;
  toleranceSeconds?: number;
  now?: number;
}): boolean {
  if (!input.header) return false;
  const parts = input.header.split(",").map((part) => part.trim().split("="));
  const t = Number(parts.find(([key]) => key === "t")?.[1]);
  const candidates = parts.filter(([key, value]) => key === "v1" && value).map(([, value]) => value);
  if (!Number.isInteger(t) || candidates.length === 0) return false;
  const now = input.now ?? Date.now() / 1000;
  if (Math.abs(now - t) > (input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return false;
  const expected = Buffer.from(hmacHex(input.secret, `${t}.${input.body}`), "utf8");
  return candidates.some((candidate) => {
    const given = Buffer.from(candidate, "utf8");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
