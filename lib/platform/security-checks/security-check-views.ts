/** Client-safe shapes of a security check run (Superadmin → Security testing). */
export type SecurityCheckResult = { key: string; label: string; area: string; ok: boolean; detail: string; ms: number };
export type SecurityCheckRun = { id: string; createdAt: Date; passed: number; failed: number; durationMs: number; results: SecurityCheckResult[] };
