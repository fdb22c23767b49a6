import type { Metadata } from "next";
import { forbidden } from "next/navigation";
import { ApiKeysPanel } from "@/components/admin/settings/api-keys-panel";
import { listApiKeys } from "@/lib/api/keys/list-api-keys";
import { getBusinessSettings } from "@/lib/businesses/settings/get-business-settings";
import { formatListDate, formatMessageTime } from "@/lib/format/dates";
import { listLocations } from "@/lib/locations/list-locations";
import { requireStaff } from "@/lib/identity/staff/require-staff";

export const metadata: Metadata = { title: "API keys · Settings" };

/** Owner only: a key opens the business to an integration. */
export default async function ApiKeysSettingsPage() {
  const staff = await requireStaff({ section: "settings" });
  if (staff.role !== "owner") forbidden();
  const [keys, settings, locations] = await Promise.all([listApiKeys(staff), getBusinessSettings(staff), listLocations({ businessId: staff.businessId })]);
  const zone = settings.timezone;
  return (
    <section className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">API keys</h2>
        <p className="text-sm text-muted-foreground">
          Send a key as <code>Authorization: Bearer &lt;key&gt;</code> to the REST API. Each key can do only what its permissions allow.
        </p>
      </div>
      <ApiKeysPanel
        // One location: nothing to limit a key to (issue 38: a one-location business sees no difference).
        locations={locations.length > 1 ? locations.map(({ id, name }) => ({ id, name })) : []}
        keys={keys.map((key) => ({
          id: key.id,
          name: key.name,
          prefix: key.prefix,
          permissions: key.permissions,
          lastUsed: key.lastUsedAt ? formatMessageTime(key.lastUsedAt, zone) : "Never",
          created: formatListDate(key.createdAt, zone),
          revoked: key.revokedAt !== null,
        }))}
      />
    </section>
  );
}
