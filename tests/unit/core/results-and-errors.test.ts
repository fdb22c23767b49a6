import { describe, expect, it } from "vitest";
import { DEFAULT_FAILURE_MESSAGE, failure, success } from "@/lib/foundation/action-result";
import { DomainError, ERROR_STATUS, isDomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { isForeignKeyViolation, isRaisedException, isUniqueViolation, pgErrorCode } from "@/lib/foundation/pg-errors";
import { errorResponse } from "@/lib/core/routes/error-response";

describe("failure / success", () => {
  it("maps each code to its status and the spec's default message", () => {
    expect(failure("unauthenticated")).toEqual({ ok: false, status: 401, code: "unauthenticated", message: "Authentication required. Please log in again." });
    expect(failure("forbidden")).toEqual({ ok: false, status: 403, code: "forbidden", message: "You don't have permission to perform this action." });
    expect(failure("not_found")).toEqual({ ok: false, status: 404, code: "not_found", message: "The requested resource was not found." });
    expect(failure("internal")).toEqual({ ok: false, status: 500, code: "internal", message: "Server error. Please try again later." });
    expect(failure("conflict")).toEqual({ ok: false, status: 409, code: "conflict", message: DEFAULT_FAILURE_MESSAGE });
    expect(DEFAULT_FAILURE_MESSAGE).toBe("Failed to complete request");
  });

  it("keeps a given message and field, and omits an absent field", () => {
    expect(failure("invalid", "Bad email", "email")).toEqual({ ok: false, status: 400, code: "invalid", message: "Bad email", field: "email" });
    expect("field" in failure("invalid", "Bad")).toBe(false);
    expect(success({ a: 1 })).toEqual({ ok: true, data: { a: 1 } });
  });

  it("has one status per code", () => {
    expect(ERROR_STATUS).toEqual({
      invalid: 400,
      unauthenticated: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      too_large: 413,
      unprocessable: 422,
      throttled: 429,
      unavailable: 503,
      insufficient_storage: 507,
    });
  });
});

describe("DomainError", () => {
  it("carries its code, status, message and field", () => {
    const error = new DomainError("too_large", "Too big", { field: "file" });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("DomainError");
    expect(error.message).toBe("Too big");
    expect(error.code).toBe("too_large");
    expect(error.status).toBe(413);
    expect(error.field).toBe("file");
    expect(new DomainError("throttled", "Slow down").field).toBeUndefined();
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(new Error("x"))).toBe(false);
    expect(isDomainError({ code: "invalid", message: "x" })).toBe(false);
  });
});

describe("isUuid", () => {
  it("accepts UUIDs in either case and nothing else", () => {
    expect(isUuid("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(true);
    expect(isUuid("0F8FAD5B-D9CB-469F-A165-70867728950E")).toBe(true);
    for (const value of ["", "not-a-uuid", "0f8fad5b-d9cb-469f-a165-70867728950", "x0f8fad5b-d9cb-469f-a165-70867728950e", "0f8fad5b-d9cb-469f-a165-70867728950ex", 42, null, undefined]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});

describe("Postgres error codes", () => {
  const unique = { code: "23505", constraint_name: "users_email_key" };
  it("reads the SQLSTATE through Drizzle's wrapping", () => {
    expect(pgErrorCode({ message: "Failed query", cause: { cause: unique } })).toBe("23505");
    expect(pgErrorCode({ code: "ECONNREFUSED" })).toBeUndefined();
    expect(pgErrorCode({ code: "2350" })).toBeUndefined();
    expect(pgErrorCode({ code: 23505 })).toBeUndefined();
    expect(pgErrorCode(null)).toBeUndefined();
    expect(pgErrorCode("23505")).toBeUndefined();
    let deep: unknown = unique;
    for (let i = 0; i < 7; i++) deep = { cause: deep };
    expect(pgErrorCode(deep)).toBeUndefined();
    let five: unknown = unique;
    for (let i = 0; i < 5; i++) five = { cause: five };
    expect(pgErrorCode(five)).toBe("23505");
  });

  it("names unique, foreign-key and raised-exception refusals", () => {
    expect(isUniqueViolation({ cause: unique })).toBe(true);
    expect(isUniqueViolation({ cause: unique }, "users_email_key")).toBe(true);
    expect(isUniqueViolation({ cause: unique }, "other_key")).toBe(false);
    expect(isUniqueViolation({ code: "23503" })).toBe(false);
    expect(isForeignKeyViolation({ cause: { code: "23503" } })).toBe(true);
    expect(isForeignKeyViolation(unique)).toBe(false);
    expect(isRaisedException({ code: "P0001" })).toBe(true);
    expect(isRaisedException(unique)).toBe(false);
  });
});

describe("errorResponse", () => {
  const refusal = { status: 404 as const, code: "not_found" as const, message: "Quote not found" };
  it("answers the portal's shape and the REST API's shape, never cached", async () => {
    const portal = errorResponse("portal", refusal);
    expect(portal.status).toBe(404);
    expect(portal.headers.get("cache-control")).toBe("no-store");
    expect(await portal.json()).toEqual({ success: false, message: "Quote not found" });
    const api = errorResponse("api", refusal);
    expect(api.status).toBe(404);
    expect(api.headers.get("cache-control")).toBe("no-store");
    expect(await api.json()).toEqual({ error: { code: "not_found", message: "Quote not found" } });
  });
});
