import type { Metadata } from "next";
import { CustomDomainPanel } from "@/components/admin/settings/custom-domain-panel";
import { loadDomainSettingsPage } from "@/lib/admin/page-loaders/domain-settings-page";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { apexHostname } from "@/lib/tenancy/parse-host";

export const metadata: Metadata = { title: "Domain · Settings" };

/** Settings → Domain: serve the portal on the business's own domain, proven by a DNS TXT record. */
export default async function DomainSettingsPage() {
  const staff = await requireStaff({ section: "settings" });
  const status = await loadDomainSettingsPage(staff);
  return (
    <section className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">Custom domain</h2>
        <p className="text-sm text-muted-foreground">
          Let customers reach your portal at your own address, such as portal.yourbusiness.com. Your ServiceLoop address keeps working.
        </p>
      </div>
      <CustomDomainPanel
        initial={status.state === "none" ? { state: "none" } : { state: status.state, domain: status.domain, record: status.record }}
        target={apexHostname()}
      />
    </section>
  );
}
