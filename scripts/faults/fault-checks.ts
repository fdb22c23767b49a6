/**
 * What the fault test asserts of the answers it recorded (issue 44 item 7), as figures and
 * failures. Pure: given the answers and the faults' times.
 */
import type { Answer } from "./mixed-load";

export type Fault = { name: string; kind: "database" | "app"; downAt: number; upAt: number };

/** After the database is back, every request is answered within this. */
export const ANSWER_LIMIT_MS = 2_000;
/** …and the success rate is steady again within this. */
export const RECOVERY_LIMIT_MS = 10_000;
const WINDOW_MS = 2_000;
const STEADY_SHARE = 0.9;

const ok = (a: Answer) => a.status >= 200 && a.status < 300;

/** The first moment after `from` from which a 2-second window of answers is ≥ 90 % successful (null: never, before `until`). */
export function recoveredAt(answers: Answer[], from: number, until: number): number | null {
  for (let start = from; start + WINDOW_MS <= until; start += 100) {
    const inWindow = answers.filter((a) => a.sentAt >= start && a.sentAt < start + WINDOW_MS);
    if (inWindow.length >= 5 && inWindow.filter(ok).length / inWindow.length >= STEADY_SHARE) return start;
  }
  return null;
}

export function checkAnswers(answers: Answer[], faults: Fault[], loadEnd: number) {
  const figures: string[] = [];
  const failures: string[] = [];
  for (const kind of ["page", "api-read", "api-write"] as const) {
    const byStatus = new Map<number, number>();
    for (const a of answers) if (a.kind === kind) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    figures.push(`${kind}: ${[...byStatus].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s === 0 ? "no answer" : s} × ${n}`).join(", ")}`);
  }
  const serverErrors = answers.filter((a) => a.status >= 500 && a.status !== 503);
  figures.push(`answers of 5xx other than 503: ${serverErrors.length}`);
  if (serverErrors.length) failures.push(`${serverErrors.length} answers of 5xx other than 503 (${[...new Set(serverErrors.map((a) => `${a.kind} ${a.status}`))].join(", ")})`);

  faults.forEach((fault, index) => {
    const next = faults[index + 1]?.downAt ?? loadEnd;
    const outage = answers.filter((a) => a.sentAt >= fault.downAt && a.sentAt < fault.upAt);
    const after = answers.filter((a) => a.sentAt >= fault.upAt && a.sentAt < next && a.status !== 0);
    const slowest = after.reduce((max, a) => Math.max(max, a.doneAt - a.sentAt), 0);
    const slowestAnswer = after.find((a) => a.doneAt - a.sentAt === slowest);
    const unanswered = outage.filter((a) => a.status === 0);
    const recovered = recoveredAt(answers, fault.upAt, next);
    const recovery = recovered === null ? null : recovered - fault.upAt;
    figures.push(
      `${fault.name}: out ${fault.upAt - fault.downAt} ms; during it ${outage.length} answers (${outage.filter((a) => a.status === 503).length} × 503, ${outage.filter((a) => a.status === 0).length} unanswered); ` +
        `after it ${after.length} answers, slowest ${slowest} ms${slowestAnswer ? ` (${slowestAnswer.kind} ${slowestAnswer.status}, sent ${slowestAnswer.sentAt - fault.upAt} ms after)` : ""}; steady (≥ ${STEADY_SHARE * 100} % 2xx over ${WINDOW_MS / 1000} s) ${recovery === null ? "never" : `${recovery} ms`} after`,
    );
    // What "no answer" was (a refused connection while the app restarts; a timeout would be a hang): the first few.
    if (unanswered.length) figures.push(`  unanswered during it, e.g.: ${unanswered.slice(0, 3).map((a) => `${a.kind} after ${a.doneAt - a.sentAt} ms: ${a.error}`).join("; ")}`);
    if (fault.kind === "database" && slowest > ANSWER_LIMIT_MS) failures.push(`${fault.name}: an answer after the database was back took ${slowest} ms (limit ${ANSWER_LIMIT_MS})`);
    if (recovery === null || recovery > RECOVERY_LIMIT_MS) failures.push(`${fault.name}: not steady within ${RECOVERY_LIMIT_MS} ms (${recovery ?? "never"})`);
  });
  return { figures, failures };
}
