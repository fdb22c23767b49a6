import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { loadVisitForCustomerChange, SELF_SERVICE_CUTOFF_HOURS } from "@/lib/scheduling/self-service/customer-visit-rules";
import { createJob } from "@/tests/support/portal-fixtures";
import { schedulingWorld } from "./fixtures";

/**
 * The self-service rules at their edges: each switch turns off only its own option, and the
 * cut-off is "until 24 hours before": a visit exactly 24 hours away can still be changed, one a
 * minute closer cannot.
 */
const NOW = new Date("2030-01-10T12:00:00Z");
const HOUR = 3_600_000;

describe("loadVisitForCustomerChange at its edges", () => {
  it("skipping turned off leaves rescheduling open, and the other way round", async () => {
    const noSkip = await schedulingWorld({ allowCancellation: false, allowRescheduling: true });
    const a = await createJob(db, { businessId: noSkip.business.id, customerId: noSkip.customer.id }, { scheduledDate: new Date(NOW.getTime() + 72 * HOUR) });
    const scopeA = { businessId: noSkip.business.id, customerId: noSkip.customer.id };
    await expect(loadVisitForCustomerChange(db, scopeA, a.id, "reschedule", NOW)).resolves.toMatchObject({ visit: { id: a.id }, timeZone: "America/New_York" });
    await expect(loadVisitForCustomerChange(db, scopeA, a.id, "skip", NOW)).rejects.toMatchObject({ code: "forbidden" });

    const noMove = await schedulingWorld({ allowCancellation: true, allowRescheduling: false });
    const b = await createJob(db, { businessId: noMove.business.id, customerId: noMove.customer.id }, { scheduledDate: new Date(NOW.getTime() + 72 * HOUR) });
    const scopeB = { businessId: noMove.business.id, customerId: noMove.customer.id };
    await expect(loadVisitForCustomerChange(db, scopeB, b.id, "skip", NOW)).resolves.toMatchObject({ visit: { id: b.id } });
    await expect(loadVisitForCustomerChange(db, scopeB, b.id, "reschedule", NOW)).rejects.toMatchObject({ code: "forbidden" });
  });

  it("exactly 24 hours ahead may still be changed; a minute less may not", async () => {
    const w = await schedulingWorld();
    const scope = { businessId: w.business.id, customerId: w.customer.id };
    const edge = await createJob(db, scope, { scheduledDate: new Date(NOW.getTime() + SELF_SERVICE_CUTOFF_HOURS * HOUR) });
    const inside = await createJob(db, scope, { scheduledDate: new Date(NOW.getTime() + SELF_SERVICE_CUTOFF_HOURS * HOUR - 60_000) });
    await expect(loadVisitForCustomerChange(db, scope, edge.id, "skip", NOW)).resolves.toMatchObject({ visit: { id: edge.id } });
    await expect(loadVisitForCustomerChange(db, scope, inside.id, "skip", NOW)).rejects.toMatchObject({ code: "conflict" });
  });
});
