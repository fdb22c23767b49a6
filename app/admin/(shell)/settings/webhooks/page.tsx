import type { Metadata } from "next";
import Link from "next/link";
import { forbidden } from "next/navigation";
import { WebhookDeliveriesTable } from "@/components/admin/settings/webhook-deliveries-table";
import { WebhookEndpointsPanel } from "@/components/admin/settings/webhook-endpoints-panel";
import { getBusinessSettings } from "@/lib/businesses/settings/get-business-settings";
import { formatListDate, formatMessageTime } from "@/lib/format/dates";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { listWebhookDeliveries } from "@/lib/webhooks/list-webhook-deliveries";
import { listWebhookEndpoints } from "@/lib/webhooks/list-webhook-endpoints";

export const metadata: Metadata = { title: "Webhooks · Settings" };

/** How many of the latest deliveries the page shows (the API pages through all of them). */
const RECENT_DELIVERIES = 25;

/** Owner only, as API keys: an endpoint receives the business's data. */
export default async function WebhooksSettingsPage() {
  const staff = await requireStaff({ section: "settings" });
  if (staff.role !== "owner") forbidden();
  const scope = staff;
  const [endpoints, deliveries, settings] = await Promise.all([
    listWebhookEndpoints(scope),
    listWebhookDeliveries(scope, { limit: RECENT_DELIVERIES }),
    getBusinessSettings(scope),
  ]);
  const zone = settings.timezone;
  const active = new Set(endpoints.map((endpoint) => endpoint.id));
  return (
    <section className="grid gap-6">
      <div>
        <h2 className="text-lg font-semibold">Webhooks</h2>
        <p className="text-sm text-muted-foreground">
          ServiceLoop POSTs a signed JSON event to your endpoints when things happen. Each request carries a <code>ServiceLoop-Signature</code> header;
          see <Link className="underline" href="/developers#webhooks">how to verify it</Link>. Failed deliveries are retried for about 15 hours.
        </p>
      </div>
      <WebhookEndpointsPanel endpoints={endpoints.map((endpoint) => ({ id: endpoint.id, url: endpoint.url, events: endpoint.events, created: formatListDate(endpoint.createdAt, zone) }))} />
      <section className="grid gap-2" aria-labelledby="webhook-deliveries-heading">
        <h2 id="webhook-deliveries-heading" className="text-lg font-semibold">
          Recent deliveries
        </h2>
        <WebhookDeliveriesTable
          deliveries={deliveries.map((delivery) => ({
            id: delivery.id,
            eventType: delivery.eventType,
            endpointUrl: delivery.endpointUrl,
            status: delivery.status,
            statusCode: delivery.lastStatusCode,
            responseMs: delivery.lastResponseMs,
            attempts: delivery.attempts,
            error: delivery.lastError,
            created: formatMessageTime(delivery.createdAt, zone),
            canResend: active.has(delivery.endpointId),
          }))}
        />
      </section>
    </section>
  );
}
