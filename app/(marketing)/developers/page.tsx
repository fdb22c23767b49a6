import { IntentLink as Link } from "@/components/marketing/intent-link";
import { PageHeader, PageSection } from "@/components/marketing/page-header";
import { CodeExample } from "@/components/marketing/code-example";
import { WebhooksDocs } from "@/components/marketing/webhooks-docs";
import { pageMetadata } from "@/lib/marketing/metadata";

export const metadata = pageMetadata({
  title: "API reference",
  description:
    "The ServiceLoop HTTP API: customer sign-in and sign-up, portal sessions and invitations, quotes, invoices, quote decisions and messages — JSON over HTTPS.",
  path: "/developers",
});

type Endpoint = {
  method: "GET" | "POST";
  path: string;
  title: string;
  body: string;
  request: string;
  response: string;
};

const ENDPOINTS: Endpoint[] = [
  {
    method: "POST",
    path: "/api/customer-login",
    title: "Sign a customer in",
    body: "Checks a customer's email and password for one business and starts a portal session. Repeated failures are throttled.",
    request: `{
  "email": "jane@example.com",
  "password": "••••••••",
  "portal_subdomain": "greenleaf"
}`,
    response: `{
  "success": true,
  "customer": { "id": "…", "first_name": "Jane", "last_name": "Cooper", "email": "jane@example.com" },
  "session_token": "…",
  "business_id": "…",
  "message": "Login successful"
}`,
  },
  {
    method: "POST",
    path: "/api/customer-signup",
    title: "Create a customer account",
    body: "Creates a portal account for a new customer of the business and signs them in.",
    request: `{
  "email": "sam@example.com",
  "password": "Str0ng!pass",
  "first_name": "Sam",
  "last_name": "Lee",
  "portal_subdomain": "greenleaf"
}`,
    response: `{ "success": true, "customer": { … }, "session_token": "…", "business_id": "…", "message": "Account created successfully!" }`,
  },
  {
    method: "POST",
    path: "/api/customer-portal-auth",
    title: "Sessions and invitations",
    body: "One endpoint, four actions: validate_session, logout, verify_invitation and complete_registration.",
    request: `{ "action": "validate_session", "session_token": "…", "business_id": "…" }
{ "action": "logout", "session_token": "…", "portal_subdomain": "greenleaf" }
{ "action": "verify_invitation", "token": "…" }
{ "action": "complete_registration", "token": "…", "password": "Str0ng!pass" }`,
    response: `{ "success": true, "customer": { … } }
{ "success": true, "message": "…", "customer": { "first_name": "Ivy", "email": "ivy@example.com" } }`,
  },
  {
    method: "GET",
    path: "/api/customer-portal-data?action=quotes|invoices|conversations",
    title: "Read a customer's quotes, invoices and conversation",
    body: "Returns only the signed-in customer's own records of their own business.",
    request: `GET /api/customer-portal-data?action=quotes&session_token=…&business_id=…`,
    response: `{ "quotes": [ { "id": "…", "quote_number": "Q-1001", "status": "sent", "total_amount": 1240, "quote_line_items": [ … ] } ] }
{ "invoices": [ … ] }
{ "conversation": { "id": "…", "messages": [ … ] } }`,
  },
  {
    method: "POST",
    path: "/api/customer-portal-data",
    title: "Decide on a quote or send a message",
    body: "Actions approve-quote and decline-quote (only for quotes awaiting a response), and send_message.",
    request: `{ "action": "approve-quote", "session_token": "…", "business_id": "…",
  "quote_data": { "quote_id": "…", "comment": "Looks good" } }
{ "action": "send_message", "session_token": "…", "business_id": "…",
  "message_data": { "conversation_id": "…", "content": "See photo", "message_type": "text", "attachments": [] } }`,
    response: `{ "message": { "id": "…", "created_at": "…", "updated_at": "…" } }`,
  },
];

export default function DevelopersPage() {
  return (
    <>
      <PageHeader
        eyebrow="API"
        title="The ServiceLoop HTTP API"
        description="The JSON API behind every customer portal. Build your own app or website login on the same endpoints our portal uses."
      />
      <PageSection className="max-w-4xl">
        <div className="rounded-2xl bg-blue-50 p-6 text-slate-800 ring-1 ring-blue-100">
          <h2 className="font-semibold text-slate-950">Conventions</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6">
            <li>Requests and responses are JSON. Field names are snake_case.</li>
            <li>
              On a portal host (a business subdomain or custom domain) <code>portal_subdomain</code> may be omitted; the
              business is taken from the host.
            </li>
            <li>
              The session token is accepted in the body or query string, or from the portal&apos;s secure cookie. Sessions
              expire after 24 hours, or after 2 hours without activity.
            </li>
            <li>
              Errors answer <code>{`{ "success": false, "message": "…" }`}</code> with 400 (bad input), 401 (no or expired
              session), 403 (not allowed), 404 (not found) or 429 (too many attempts).
            </li>
            <li>API access for your own integrations is part of the Pro plan.</li>
          </ul>
        </div>
        <ol className="mt-12 space-y-14">
          {ENDPOINTS.map((endpoint, index) => (
            <li key={endpoint.path + endpoint.method}>
              <section aria-labelledby={`endpoint-${index}`}>
                <p className="flex flex-wrap items-center gap-2 font-mono text-sm">
                  <span
                    className={
                      endpoint.method === "GET"
                        ? "rounded bg-green-100 px-2 py-0.5 font-semibold text-green-800"
                        : "rounded bg-blue-100 px-2 py-0.5 font-semibold text-blue-800"
                    }
                  >
                    {endpoint.method}
                  </span>
                  <span className="break-all text-slate-900">{endpoint.path}</span>
                </p>
                <h2 id={`endpoint-${index}`} className="mt-3 text-2xl font-bold tracking-tight text-slate-950">
                  {endpoint.title}
                </h2>
                <p className="mt-2 text-slate-600">{endpoint.body}</p>
                <div className="mt-5 grid gap-4">
                  <CodeExample label="Request">{endpoint.request}</CodeExample>
                  <CodeExample label="Response">{endpoint.response}</CodeExample>
                </div>
              </section>
            </li>
          ))}
        </ol>
        <WebhooksDocs />
        <p className="mt-14 text-slate-600">
          Questions or a use case we don&apos;t cover yet?{" "}
          <Link href="/contact?topic=support" className="font-medium text-blue-800 underline underline-offset-4">
            Tell us about it
          </Link>
          .
        </p>
      </PageSection>
    </>
  );
}
