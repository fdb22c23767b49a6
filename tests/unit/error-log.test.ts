import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ERROR_LOG_CAPACITY, clearErrors, logError, recentErrors } from "@/lib/error-log";

beforeEach(() => {
  clearErrors();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("error log", () => {
  it("records context, message and stack, newest first", () => {
    logError("load invoices", new Error("connection refused"));
    logError("load quotes", new TypeError("bad"));
    const [latest, first] = recentErrors();
    expect(latest).toMatchObject({ context: "load quotes", message: "bad", name: "TypeError" });
    expect(first).toMatchObject({ context: "load invoices", message: "connection refused", name: "Error" });
    expect(first.stack).toContain("connection refused");
    expect(Date.parse(first.at)).not.toBeNaN();
    expect(console.error).toHaveBeenCalledWith("[load invoices] connection refused");
  });

  it("keeps only the most recent 100 entries", () => {
    expect(ERROR_LOG_CAPACITY).toBe(100);
    for (let i = 1; i <= 150; i += 1) logError("bulk", new Error(`error ${i}`));
    const entries = recentErrors();
    expect(entries).toHaveLength(100);
    expect(entries[0].message).toBe("error 150");
    expect(entries[99].message).toBe("error 51");
  });

  it("accepts anything thrown and never throws itself", () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error("boom");
        },
        has() {
          throw new Error("boom");
        },
      },
    );
    const nastyError = new Error("x");
    Object.defineProperty(nastyError, "message", {
      get() {
        throw new Error("getter");
      },
    });

    for (const thrown of ["plain string", 42, null, undefined, { message: "object message" }, circular, hostile, nastyError]) {
      expect(() => logError("odd", thrown)).not.toThrow();
    }
    const messages = recentErrors().map((e) => e.message).reverse();
    expect(messages.slice(0, 5)).toEqual(["plain string", "42", "null", "undefined", "object message"]);
    expect(messages).toHaveLength(8);
  });

  it("still records when console.error fails", () => {
    vi.mocked(console.error).mockImplementation(() => {
      throw new Error("stdout closed");
    });
    expect(() => logError("ctx", new Error("kept"))).not.toThrow();
    expect(recentErrors()[0].message).toBe("kept");
  });

  it("returns copies that cannot change the log", () => {
    logError("ctx", new Error("original"));
    const copy = recentErrors();
    copy[0].message = "changed";
    copy.pop();
    expect(recentErrors()).toHaveLength(1);
    expect(recentErrors()[0].message).toBe("original");
  });

  it("truncates very long messages", () => {
    logError("ctx", new Error("x".repeat(5000)));
    expect(recentErrors()[0].message.length).toBeLessThanOrEqual(1001);
  });

  it("shares one log across module instances", async () => {
    logError("ctx", new Error("shared"));
    vi.resetModules();
    const fresh = await import("@/lib/error-log");
    expect(fresh.recentErrors()[0].message).toBe("shared");
  });
});
