import { CheckCircle2, XCircle } from "@/components/icons";
import type { Metadata } from "next";
import { RunSecurityChecksButton } from "@/components/superadmin/run-security-checks-button";
import { requireSuperadmin } from "@/lib/identity/staff/require-superadmin";
import { listSecurityCheckRuns } from "@/lib/platform/security-checks/list-security-check-runs";
import type { SecurityCheckRun } from "@/lib/platform/security-checks/security-check-views";

export const metadata: Metadata = { title: "Security testing" };

const utc = (value: Date) => `${value.toISOString().slice(0, 16).replace("T", " ")} UTC`;

function RunSummary({ run }: { run: SecurityCheckRun }) {
  return (
    <span className={run.failed === 0 ? "text-green-800" : "text-red-700"}>
      {run.failed === 0 ? `All ${run.passed} passed` : `${run.failed} failed, ${run.passed} passed`}
    </span>
  );
}

/**
 * Live security checks against this deployment (lib/platform/security-checks): headers on each
 * area, the portal session cookie, throttling, a cross-tenant probe with two throwaway tenants,
 * an HTML upload, AUTH_SECRET and database TLS. The last ten runs are kept.
 */
export default async function SuperadminSecurityTestingPage() {
  await requireSuperadmin();
  const [latest, ...history] = await listSecurityCheckRuns(10);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Security testing</h1>
          <p className="text-sm text-muted-foreground">Live probes against this deployment. Two throwaway tenants are created for the run and removed after it.</p>
        </div>
        <RunSecurityChecksButton />
      </div>

      {latest ? (
        <section aria-labelledby="latest-run" className="grid gap-3">
          <h2 id="latest-run" className="text-lg font-semibold">
            Latest run · {utc(latest.createdAt)} · <RunSummary run={latest} /> · {(latest.durationMs / 1000).toFixed(1)} s
          </h2>
          <div className="overflow-x-auto rounded-xl border bg-white">
            <table className="w-full text-sm" aria-label="Security checks">
              <thead className="border-b bg-muted/40 text-left">
                <tr>
                  <th scope="col" className="p-3">Check</th>
                  <th scope="col" className="p-3">Area</th>
                  <th scope="col" className="p-3">Result</th>
                  <th scope="col" className="p-3">Detail</th>
                  <th scope="col" className="p-3 text-right">Time</th>
                </tr>
              </thead>
              <tbody>
                {latest.results.map((result) => (
                  <tr key={result.key} className="border-b last:border-0 align-top">
                    <th scope="row" className="p-3 text-left font-medium">{result.label}</th>
                    <td className="p-3 text-muted-foreground">{result.area}</td>
                    <td className="p-3">
                      <span className={`inline-flex items-center gap-1 font-medium ${result.ok ? "text-green-800" : "text-red-700"}`}>
                        {result.ok ? <CheckCircle2 className="size-4" aria-hidden="true" /> : <XCircle className="size-4" aria-hidden="true" />}
                        {result.ok ? "Pass" : "Fail"}
                      </span>
                    </td>
                    <td className="p-3 break-words text-muted-foreground">{result.detail}</td>
                    <td className="p-3 text-right tabular-nums">{result.ms} ms</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : (
        <p className="rounded-xl border bg-white p-6 text-sm text-muted-foreground">No checks have run yet. Run checks to probe this deployment.</p>
      )}

      {history.length > 0 ? (
        <section aria-labelledby="earlier-runs" className="grid gap-2">
          <h2 id="earlier-runs" className="text-lg font-semibold">Earlier runs</h2>
          <ul className="grid gap-1 text-sm">
            {history.map((run) => (
              <li key={run.id} className="flex flex-wrap gap-2">
                <span className="tabular-nums">{utc(run.createdAt)}</span>·<RunSummary run={run} />
                {run.failed > 0 ? <span className="text-muted-foreground">({run.results.filter((r) => !r.ok).map((r) => r.label).join(", ")})</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
