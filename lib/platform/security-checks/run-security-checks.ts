import "server-only";
import { db } from "@/db/client";
import { securityCheckRuns } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { deploymentHosts } from "./probe-request";
import { SECURITY_PROBES, type ProbeWorld } from "./security-probes";
import { createSyntheticTenants, removeSyntheticTenants, type SyntheticTenant } from "./synthetic-tenants";
import type { SecurityCheckResult, SecurityCheckRun } from "./security-check-views";

/**
 * Superadmin → Security testing → Run checks: every probe against this deployment, one after
 * another (they share customer A's session), with two throwaway tenants that are removed again
 * whatever happens. A probe that throws is a failed check with the error as its detail. The run
 * is kept (the page lists the last ones) and audited.
 */
export async function runSecurityChecks(actor: { userId: string; ip: string | null }): Promise<SecurityCheckRun> {
  const started = Date.now();
  const results: SecurityCheckResult[] = [];
  let tenants: SyntheticTenant[] = [];
  try {
    tenants = await createSyntheticTenants();
    const world: ProbeWorld = { hosts: deploymentHosts(), a: tenants[0], b: tenants[1], session: { token: null } };
    for (const probe of SECURITY_PROBES) {
      const t0 = Date.now();
      const outcome = await probe.run(world).catch((error: unknown) => ({ ok: false, detail: `The probe failed to run: ${error instanceof Error ? error.message : String(error)}` }));
      results.push({ key: probe.key, label: probe.label, area: probe.area, ok: outcome.ok, detail: outcome.detail, ms: Date.now() - t0 });
    }
  } finally {
    await removeSyntheticTenants(tenants);
  }
  const passed = results.filter((r) => r.ok).length;
  const durationMs = Date.now() - started;
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(securityCheckRuns)
      .values({ runBy: actor.userId, passed, failed: results.length - passed, durationMs, results })
      .returning();
    await writeAuditEntry(tx, {
      actor: { type: "superadmin", id: actor.userId },
      action: "platform.security_checks_run",
      target: { type: "security_check_run", id: run.id },
      meta: { passed, failed: results.length - passed },
      ip: actor.ip,
    });
    return { id: run.id, createdAt: run.createdAt, passed, failed: run.failed, durationMs, results };
  });
}
