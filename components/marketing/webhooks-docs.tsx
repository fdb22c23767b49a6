import { CodeExample } from "./code-example";
import { WEBHOOK_EVENT_TYPES } from "@/lib/webhooks/webhook-events";

const VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from "node:crypto";

// rawBody: the request body exactly as received (a string, before JSON.parse).
export function verifyServiceLoopSignature(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(",").map((part) => part.trim().split("=")));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(\`\${t}.\${rawBody}\`).digest("hex");
  const given = String(parts.v1 ?? "");
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}`;

const EXAMPLE_BODY = `{
  "id": "6f1c…",                 // the event's id (the same on every retry and resend)
  "type": "quote.approved",
  "created": 1764000000,         // unix seconds
  "business_id": "2b7e…",
  "data": { "quote": { "id": "…", "quote_number": "Q-0042", "status": "approved", … } }
}`;

/** The outgoing webhooks' reference on /developers#webhooks: events, body, signature and how to verify it. */
export function WebhooksDocs() {
  return (
    <section id="webhooks" aria-labelledby="webhooks-heading" className="mt-16 scroll-mt-24">
      <h2 id="webhooks-heading" className="text-2xl font-bold tracking-tight text-slate-950">
        Webhooks
      </h2>
      <p className="mt-2 text-slate-600">
        Register HTTPS endpoints in Settings → Webhooks (or with <code>POST /api/v1/webhook-endpoints</code> and{" "}
        <code>{`{ "url", "events" }`}</code>). ServiceLoop POSTs a JSON event to each endpoint subscribed to it. Answer with any
        2xx within 10 seconds; anything else (redirects included, which are not followed) is retried after 1 minute, 5 minutes,
        30 minutes, 2 hours and 12 hours, then marked failed. Every delivery is logged and can be re-sent. Delivery is at least
        once: after a crash on our side an endpoint may, rarely, receive the same event twice — de-duplicate by the event&apos;s{" "}
        <code>id</code> (the <code>ServiceLoop-Delivery</code> header repeats too, but a re-send has a new one).
      </p>
      <p className="mt-4 text-sm text-slate-600">
        Events: {WEBHOOK_EVENT_TYPES.map((type, index) => (
          <span key={type}>
            {index > 0 ? ", " : ""}
            <code>{type}</code>
          </span>
        ))}
        .
      </p>
      <div className="mt-5 grid gap-4">
        <CodeExample label="Body">{EXAMPLE_BODY}</CodeExample>
        <CodeExample label="Signature header">{`ServiceLoop-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`}</CodeExample>
        <p className="text-slate-600">
          The HMAC is keyed with the endpoint&apos;s secret (<code>whsec_…</code>), shown once when the endpoint is created.
          Compute it over the raw body, compare in constant time, and refuse old timestamps to stop replays:
        </p>
        <CodeExample label="Verify (Node.js)">{VERIFY_SNIPPET}</CodeExample>
      </div>
    </section>
  );
}
