import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { guardMessage, loginTargetFor, startGuardTimer, type GuardPhase } from "@/lib/identity/staff/guard-timer";

let phases: GuardPhase[];
const last = () => phases[phases.length - 1];

beforeEach(() => {
  vi.useFakeTimers();
  phases = [];
});
afterEach(() => vi.useRealTimers());

describe("guard screen timing (spec §2, §9)", () => {
  it("rotates the messages at 0, 2 and 5 s and times out at 10 s", () => {
    startGuardTimer({ onPhase: (p) => phases.push(p) });
    expect(guardMessage(last())).toBe("Checking permissions...");
    vi.advanceTimersByTime(1999);
    expect(guardMessage(last())).toBe("Checking permissions...");
    vi.advanceTimersByTime(1);
    expect(guardMessage(last())).toBe("Validating access...");
    vi.advanceTimersByTime(2999);
    expect(last()).toBe("validating");
    vi.advanceTimersByTime(1);
    expect(guardMessage(last())).toBe("Almost ready...");
    vi.advanceTimersByTime(4999);
    expect(last()).toBe("almost");
    vi.advanceTimersByTime(1);
    expect(last()).toBe("timeout");
    expect(guardMessage("timeout")).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(phases).toEqual(["checking", "validating", "almost", "timeout"]);
  });

  it("stops rotating when cancelled", () => {
    const timer = startGuardTimer({ onPhase: (p) => phases.push(p) });
    vi.advanceTimersByTime(2500);
    timer.cancel();
    vi.advanceTimersByTime(20_000);
    expect(phases).toEqual(["checking", "validating", "cancelled"]);
  });

  it("shows the error state on failure and nothing more afterwards", () => {
    const timer = startGuardTimer({ onPhase: (p) => phases.push(p) });
    timer.fail();
    timer.cancel();
    vi.advanceTimersByTime(20_000);
    expect(phases).toEqual(["checking", "error"]);
  });

  it("goes quiet when validation finishes", () => {
    const timer = startGuardTimer({ onPhase: (p) => phases.push(p) });
    vi.advanceTimersByTime(5000);
    timer.stop();
    vi.advanceTimersByTime(20_000);
    expect(phases).toEqual(["checking", "validating", "almost"]);
  });

  it("honours a shorter time-out", () => {
    startGuardTimer({ onPhase: (p) => phases.push(p), timeoutMs: 3000 });
    vi.advanceTimersByTime(3000);
    expect(phases).toEqual(["checking", "validating", "timeout"]);
  });

  it("points 'Go to Login' at each area's login", () => {
    expect(loginTargetFor("admin")).toBe("/auth");
    expect(loginTargetFor("portal")).toBe("/");
    expect(loginTargetFor("superadmin")).toBe("/superadmin/login");
    expect(loginTargetFor("other")).toBe("/");
  });
});
