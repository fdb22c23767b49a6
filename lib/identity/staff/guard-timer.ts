/**
 * The timing of the business-area guard screen (spec §2, §9): 'Checking permissions...'
 * at once, 'Validating access...' after 2 s, 'Almost ready...' after 5 s and the Loading
 * Timeout card after 10 s. Pure and client-safe; timers are injectable for tests.
 */
export type GuardPhase = "checking" | "validating" | "almost" | "timeout" | "error" | "cancelled";

export const GUARD_MESSAGES = {
  checking: "Checking permissions...",
  validating: "Validating access...",
  almost: "Almost ready...",
} as const;

export const GUARD_VALIDATING_AFTER_MS = 2000;
export const GUARD_ALMOST_AFTER_MS = 5000;
export const GUARD_TIMEOUT_MS = 10_000;

export type GuardArea = "admin" | "portal" | "superadmin" | "other";

/** Spec §8: where 'Go to Login' leads from each area. */
export function loginTargetFor(area: GuardArea): string {
  switch (area) {
    case "admin":
      return "/auth";
    case "superadmin":
      return "/superadmin/login";
    case "portal":
    default:
      return "/";
  }
}

/** While loading, the message to show; null once the guard has stopped waiting. */
export function guardMessage(phase: GuardPhase): string | null {
  return phase === "checking" || phase === "validating" || phase === "almost" ? GUARD_MESSAGES[phase] : null;
}

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type GuardTimer = {
  /** The visitor gave up waiting. */
  cancel(): void;
  /** Validation failed: show the Access Error card. */
  fail(): void;
  /** Validation finished (or the screen unmounted): stop without changing phase. */
  stop(): void;
};

export function startGuardTimer({
  onPhase,
  timeoutMs = GUARD_TIMEOUT_MS,
  timers = { setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms), clearTimeout: (h) => globalThis.clearTimeout(h as number) },
}: {
  onPhase: (phase: GuardPhase) => void;
  timeoutMs?: number;
  timers?: Timers;
}): GuardTimer {
  let done = false;
  const handles: unknown[] = [];
  const stop = () => {
    done = true;
    for (const handle of handles) timers.clearTimeout(handle);
    handles.length = 0;
  };
  const at = (ms: number, phase: GuardPhase) => {
    if (ms >= timeoutMs && phase !== "timeout") return;
    handles.push(
      timers.setTimeout(() => {
        if (done) return;
        if (phase === "timeout") stop();
        onPhase(phase);
      }, ms),
    );
  };
  onPhase("checking");
  at(GUARD_VALIDATING_AFTER_MS, "validating");
  at(GUARD_ALMOST_AFTER_MS, "almost");
  at(timeoutMs, "timeout");
  const finish = (phase: GuardPhase) => {
    if (done) return;
    stop();
    onPhase(phase);
  };
  return { cancel: () => finish("cancelled"), fail: () => finish("error"), stop };
}
