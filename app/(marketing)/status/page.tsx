import { connection } from "next/server";
import { CheckCircle2, XCircle } from "@/components/icons";
import { PageHeader, PageSection } from "@/components/marketing/page-header";
import { checkSystemStatus } from "@/lib/marketing/check-system-status";
import { pageMetadata } from "@/lib/marketing/metadata";
import { cn } from "@/lib/utils";

export const metadata = pageMetadata({
  title: "System status",
  description: "Live status of the ServiceLoop website, customer portals, API and database, checked when you load the page.",
  path: "/status",
});

export default async function StatusPage() {
  // A status page must be live: rendered on every request, never prerendered.
  await connection();
  const { checkedAt, components } = await checkSystemStatus();
  const allOk = components.every((c) => c.ok);
  return (
    <>
      <PageHeader eyebrow="Status" title="System status" />
      <PageSection className="max-w-3xl pt-10">
        <div
          role="status"
          className={cn(
            "flex items-center gap-3 rounded-2xl p-5 text-lg font-semibold ring-1",
            allOk ? "bg-green-50 text-green-900 ring-green-200" : "bg-red-50 text-red-900 ring-red-200",
          )}
        >
          {allOk ? <CheckCircle2 className="size-6" aria-hidden="true" /> : <XCircle className="size-6" aria-hidden="true" />}
          {allOk ? "All systems operational" : "Some systems are having problems"}
        </div>
        <ul className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {components.map((component) => (
            <li key={component.name} className="flex items-center justify-between gap-4 p-5">
              <div>
                <p className="font-semibold text-slate-950">{component.name}</p>
                <p className="text-sm text-slate-600">{component.description}</p>
              </div>
              <div className="text-right">
                <p className={cn("text-sm font-semibold", component.ok ? "text-green-800" : "text-red-800")}>
                  {component.ok ? "Operational" : "Outage"}
                </p>
                <p className="text-xs text-slate-600">{component.detail}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600">
          Checked live by the server at{" "}
          <time dateTime={checkedAt.toISOString()}>{checkedAt.toISOString().replace("T", " ").slice(0, 19)} UTC</time>. Reload
          the page to check again. Planned maintenance is announced by email to business owners at least 48 hours ahead.
        </p>
      </PageSection>
    </>
  );
}
