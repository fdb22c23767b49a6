import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { businessMembers } from "@/db/schema";
import { updateMemberAccessAction as action } from "@/lib/admin/actions/team/update-member-access";
import { staffAction } from "@/lib/core/staff-action";
import { memberAccessSchema } from "@/lib/employees/schemas";
import { asAnonymous, asStaff, revalidatedPaths } from "../../support/fake-request";
import { addEmployee, createBusiness, createUser, makeSuperadminProfile } from "./fixtures";

// Only the request context is replaced (tests/support/fake-request): the cookie is a real
// Auth.js session token that Auth.js itself decodes; the action is the real export, wrapper
// included, and membership, permissions and the update run against the real database.
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

const signInAs = (id: string | null) => (id ? asStaff(id) : asAnonymous());

async function team() {
  const owner = await createUser({ userType: "business_owner" });
  const business = await createBusiness(owner.id);
  const employee = await createUser({ userType: "employee" });
  const member = await addEmployee(business.id, employee.id);
  return { owner, business, employee, member };
}

const templateOf = async (memberId: string) =>
  (await db.select({ t: businessMembers.roleTemplate }).from(businessMembers).where(eq(businessMembers.id, memberId)))[0].t;

beforeEach(() => {
  asAnonymous();
});

describe("updateMemberAccessAction (staffAction) through its real export", () => {
  it("answers 401 without a session or for someone who is not staff", async () => {
    const { member } = await team();
    expect(await action({ memberId: member.id, access: "billing" })).toEqual({
      ok: false,
      status: 401,
      code: "unauthenticated",
      message: "Authentication required. Please log in again.",
    });
    const admin = await createUser({ userType: "superadmin" });
    await makeSuperadminProfile(admin.id);
    await signInAs(admin.id);
    expect(await action({ memberId: member.id, access: "billing" })).toMatchObject({ ok: false, status: 401 });
    expect(await templateOf(member.id)).toBeNull();
  });

  it("answers 403 to an employee without the permission", async () => {
    const { employee, member } = await team();
    await signInAs(employee.id);
    expect(await action({ memberId: member.id, access: "full_admin" })).toEqual({
      ok: false,
      status: 403,
      code: "forbidden",
      message: "You don't have permission to perform this action.",
    });
    expect(await templateOf(member.id)).toBeNull();
  });

  it("answers 400 with the first validation message for bad input", async () => {
    const { owner } = await team();
    await signInAs(owner.id);
    expect(await action({ memberId: "not-a-uuid", access: "billing" })).toMatchObject({ ok: false, status: 400, message: "Invalid value" });
    expect(await action({ memberId: crypto.randomUUID(), access: "wizard" })).toMatchObject({ ok: false, status: 400, message: "Please choose a role" });
    expect(await action("x".repeat(100_000))).toMatchObject({ ok: false, status: 400, message: "Invalid value" });
    expect(await action(null)).toMatchObject({ ok: false, status: 400, message: "Invalid value" });
  });

  it("scopes the change to the actor's business: another business's member is not found", async () => {
    const mine = await team();
    const theirs = await team();
    await signInAs(mine.owner.id);
    expect(await action({ memberId: theirs.member.id, access: "billing" })).toEqual({
      ok: false,
      status: 404,
      code: "not_found",
      message: "The requested resource was not found.",
    });
    expect(await templateOf(theirs.member.id)).toBeNull();
    // The owner's own row cannot be turned into an employee's.
    const [ownerRow] = await db.select().from(businessMembers).where(eq(businessMembers.userId, mine.owner.id));
    expect(await action({ memberId: ownerRow.id, access: "field_employee" })).toMatchObject({ ok: false, status: 404 });

    expect(await action({ memberId: mine.member.id, access: "billing" })).toEqual({ ok: true, data: null });
    expect(await templateOf(mine.member.id)).toBe("billing");
    expect(revalidatedPaths()).toContain("/admin/employees");
    expect(await action({ memberId: mine.member.id, access: "custom", permissions: ["view_jobs", "view_reports"] })).toEqual({ ok: true, data: null });
    const [row] = await db.select().from(businessMembers).where(eq(businessMembers.id, mine.member.id));
    expect(row).toMatchObject({ roleTemplate: null, permissions: ["view_jobs", "view_reports"] });
  });

  it("hides unexpected failures behind a generic 500", async () => {
    const { owner } = await team();
    await signInAs(owner.id);
    const failing = staffAction(null, memberAccessSchema, async () => {
      throw new Error("relation \"secret_table\" does not exist");
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await failing({ memberId: crypto.randomUUID(), access: "billing" })).toEqual({
      ok: false,
      status: 500,
      code: "internal",
      message: "Server error. Please try again later.",
    });
    errors.mockRestore();
  });
});
