import { afterEach, describe, expect, it, vi } from "vitest";
import { startGuardTimer, type GuardPhase } from "@/lib/identity/staff/guard-timer";

/**
 * The guard timer's bookkeeping: which timers it sets, that it clears exactly those, and that
 * a callback arriving after it stopped (a timer the host failed to clear) changes nothing.
 * A hand-driven clock records every call; callbacks fire only when the test says so.
 */
function manualTimers() {
  const scheduled: Array<{ handle: number; ms: number; fn: () => void }> = [];
  const cleared: unknown[] = [];
  let next = 1;
  return {
    scheduled,
    cleared,
    timers: {
      setTimeout: (fn: () => void, ms: number) => {
        scheduled.push({ handle: next, ms, fn });
        return next++;
      },
      clearTimeout: (handle: unknown) => void cleared.push(handle),
    },
    fire: (ms: number) => scheduled.filter((t) => t.ms === ms).forEach((t) => t.fn()),
  };
}

afterEach(() => vi.useRealTimers());

describe("guard timer bookkeeping", () => {
  it("sets the 2 s, 5 s and 10 s timers and clears exactly those when stopped", () => {
    const clock = manualTimers();
    const phases: GuardPhase[] = [];
    const timer = startGuardTimer({ onPhase: (p) => phases.push(p), timers: clock.timers });
    expect(clock.scheduled.map((t) => t.ms)).toEqual([2000, 5000, 10_000]);
    timer.stop();
    expect(clock.cleared).toEqual([1, 2, 3]);
    // Stopping twice clears nothing more.
    timer.stop();
    expect(clock.cleared).toEqual([1, 2, 3]);
    // A late callback after stop changes nothing.
    clock.fire(2000);
    clock.fire(10_000);
    expect(phases).toEqual(["checking"]);
  });

  it("skips the messages that would come at or after a shorter time-out", () => {
    const clock = manualTimers();
    startGuardTimer({ onPhase: () => {}, timeoutMs: 3000, timers: clock.timers });
    expect(clock.scheduled.map((t) => t.ms)).toEqual([2000, 3000]);
    const exact = manualTimers();
    startGuardTimer({ onPhase: () => {}, timeoutMs: 2000, timers: exact.timers });
    expect(exact.scheduled.map((t) => t.ms)).toEqual([2000]);
  });

  it("with a 2 s time-out goes straight from checking to the time-out card", () => {
    vi.useFakeTimers();
    const phases: GuardPhase[] = [];
    startGuardTimer({ onPhase: (p) => phases.push(p), timeoutMs: 2000 });
    vi.advanceTimersByTime(2000);
    expect(phases).toEqual(["checking", "timeout"]);
  });

  it("stops everything at the time-out: the remaining timers are cleared and Cancel does nothing", () => {
    const clock = manualTimers();
    const phases: GuardPhase[] = [];
    const timer = startGuardTimer({ onPhase: (p) => phases.push(p), timers: clock.timers });
    clock.fire(10_000);
    expect(clock.cleared).toEqual([1, 2, 3]);
    timer.cancel();
    timer.fail();
    clock.fire(5000);
    expect(phases).toEqual(["checking", "timeout"]);
  });

  it("leaves no pending timer behind with the real clock once stopped", () => {
    vi.useFakeTimers();
    const timer = startGuardTimer({ onPhase: () => {} });
    expect(vi.getTimerCount()).toBe(3);
    timer.stop();
    expect(vi.getTimerCount()).toBe(0);
    const cancelled = startGuardTimer({ onPhase: () => {} });
    cancelled.cancel();
    expect(vi.getTimerCount()).toBe(0);
  });
});
