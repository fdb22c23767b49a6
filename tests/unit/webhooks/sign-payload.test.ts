import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWebhookPayload, verifyWebhookSignature } from "@/lib/webhooks/sign-payload";

const secret = "whsec_test";
const body = JSON.stringify({ id: "evt", type: "quote.approved", data: { a: 1 } });

describe("ServiceLoop-Signature", () => {
  it("is t=<seconds>,v1=<hex HMAC-SHA256 of \"<t>.<body>\">", () => {
    const header = signWebhookPayload({ secret, body, timestamp: 1_764_000_000.9 });
    const expected = createHmac("sha256", secret).update(`1764000000.${body}`).digest("hex");
    expect(header).toBe(`t=1764000000,v1=${expected}`);
  });

  it("verifies with the same secret and body within the tolerance", () => {
    const header = signWebhookPayload({ secret, body, timestamp: 1000 });
    expect(verifyWebhookSignature({ secret, body, header, now: 1010 })).toBe(true);
    expect(verifyWebhookSignature({ secret, body, header: ` ${header.replace(",", " , ")}`, now: 1010 })).toBe(true);
  });

  it("refuses another secret, a changed body, a changed timestamp, an old signature and garbage", () => {
    const header = signWebhookPayload({ secret, body, timestamp: 1000 });
    expect(verifyWebhookSignature({ secret: "whsec_other", body, header, now: 1000 })).toBe(false);
    expect(verifyWebhookSignature({ secret, body: body.replace("1", "2"), header, now: 1000 })).toBe(false);
    expect(verifyWebhookSignature({ secret, body, header: header.replace("t=1000", "t=1001"), now: 1000 })).toBe(false);
    expect(verifyWebhookSignature({ secret, body, header, now: 1000 + 301 })).toBe(false);
    expect(verifyWebhookSignature({ secret, body, header, now: 1000 + 301, toleranceSeconds: 600 })).toBe(true);
    for (const bad of [null, "", "t=1000", "v1=abc", "t=x,v1=abc", `t=1000,v1=${"0".repeat(64)}`]) {
      expect(verifyWebhookSignature({ secret, body, header: bad, now: 1000 })).toBe(false);
    }
  });

  it("accepts any one matching v1 (a secret being rolled)", () => {
    const good = signWebhookPayload({ secret, body, timestamp: 1000 }).split("v1=")[1];
    expect(verifyWebhookSignature({ secret, body, header: `t=1000,v1=${"a".repeat(64)},v1=${good}`, now: 1000 })).toBe(true);
  });
});
