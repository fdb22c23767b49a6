"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { superadminAction } from "@/lib/core/superadmin-action";
import { runSecurityChecks } from "@/lib/platform/security-checks/run-security-checks";

/** Superadmin → Security testing → Run checks (live probes against this deployment; audited). */
export const runSecurityChecksAction = superadminAction(
  z.object({}).strict(),
  async (_input, admin) => {
    const run = await runSecurityChecks({ userId: admin.userId, ip: admin.request.ip });
    revalidatePath("/superadmin/security-testing");
    return { passed: run.passed, failed: run.failed };
  },
  { fallback: "Failed to run the security checks" },
);
