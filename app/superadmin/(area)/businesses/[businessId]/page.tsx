import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { BusinessAuditTable } from "@/components/superadmin/business-audit-table";
import { BusinessControls } from "@/components/superadmin/business-controls";
import { BusinessStatusBadges } from "@/components/superadmin/business-status-badges";
import { StartSupportViewButton } from "@/components/superadmin/start-support-view-button";
import { isUuid } from "@/lib/foundation/is-uuid";
import { isDomainError } from "@/lib/foundation/domain-error";
import { formatListDate, formatLongDate } from "@/lib/format/dates";
import { requireSuperadmin } from "@/lib/identity/staff/require-superadmin";
import { getPlatformBusiness, listBusinessAuditLog } from "@/lib/platform/businesses/get-platform-business";
import { portalUrl } from "@/lib/tenancy/portal-url";

export const metadata: Metadata = { title: "Business" };

const DOMAIN_STATUS = { none: "No custom domain", pending: "Awaiting verification", verified: "Verified" } as const;
const PAYMENTS = { none: "Manual payments", pending: "Stripe setup not finished", connected: "Stripe connected" } as const;

async function load(businessId: string) {
  if (!isUuid(businessId)) notFound();
  try {
    return await Promise.all([getPlatformBusiness(businessId), listBusinessAuditLog(businessId)]);
  } catch (error) {
    if (isDomainError(error) && error.code === "not_found") notFound();
    throw error;
  }
}

export default async function SuperadminBusinessPage({ params }: { params: Promise<{ businessId: string }> }) {
  await requireSuperadmin();
  const { businessId } = await params;
  const [business, audit] = await load(businessId);
  const facts: Array<[string, React.ReactNode]> = [
    ["Owner", business.owner ? `${business.owner.name || "—"} · ${business.owner.email}` : "—"],
    ["Staff", business.staffCount],
    ["Customers", business.customerCount],
    ["Visits", business.visitCount],
    ["Last activity", business.lastActivityAt ? formatLongDate(business.lastActivityAt) : "None yet"],
    ["Portal", <a key="portal" href={portalUrl(business.portalSubdomain, "/login")} className="text-primary underline-offset-4 hover:underline" target="_blank" rel="noopener">{business.portalSubdomain}</a>],
    ["Custom domain", business.customDomain ? `${business.customDomain} — ${DOMAIN_STATUS[business.domainStatus]}` : DOMAIN_STATUS.none],
    ["Payments", business.stripeAccountId ? `${PAYMENTS[business.stripeConnection]} · ${business.stripeAccountId}` : PAYMENTS.none],
    ["Created", formatListDate(business.createdAt)],
    ["Suspended", business.suspendedAt ? formatLongDate(business.suspendedAt) : "No"],
  ];
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Link href="/superadmin/businesses" className="text-sm text-primary underline-offset-4 hover:underline">
          ← All businesses
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight">{business.companyName}</h1>
          <BusinessStatusBadges portalEnabled={business.portalEnabled} suspended={business.suspendedAt !== null} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <BusinessControls businessId={business.id} companyName={business.companyName} suspended={business.suspendedAt !== null} portalEnabled={business.portalEnabled} />
        <StartSupportViewButton businessId={business.id} />
      </div>
      <p className="text-sm text-muted-foreground">
        Support view opens this business&apos;s admin area read-only for 30 minutes; starting and ending it are recorded in the audit log below.
      </p>
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border bg-white p-4 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">Audit log</h2>
        <BusinessAuditTable rows={audit} />
      </section>
    </div>
  );
}
