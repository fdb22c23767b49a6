import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { createSavedReplyAction } from "@/lib/admin/actions/inbox/create-saved-reply";
import { deleteSavedReplyAction } from "@/lib/admin/actions/inbox/delete-saved-reply";
import { updateSavedReplyAction } from "@/lib/admin/actions/inbox/update-saved-reply";
import { listSavedReplies } from "@/lib/messaging/saved-replies/list-saved-replies";
import { asStaff } from "../../support/fake-request";
import { createBusiness, unique } from "../../support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * Saved replies (issue 13, inbox): a business's canned answers, added, edited and deleted by
 * members with send_messages through the real actions; listed by title for the picker;
 * another business's never listed, changed or deleted.
 */
type Biz = Awaited<ReturnType<typeof createBusiness>>;
let biz: Biz;
let other: Biz;

beforeAll(async () => {
  biz = await createBusiness(db);
  other = await createBusiness(db);
});

describe("saved replies", () => {
  it("are added, listed by title, edited and deleted by the owner, with the author recorded", async () => {
    await asStaff(biz.owner.id);
    const late = await createSavedReplyAction({ title: "  Running late ", body: "We are running about 15 minutes late today." });
    const thanks = await createSavedReplyAction({ title: "Thanks", body: "Thank you for your message!\nWe will reply shortly." });
    expect(late.ok && thanks.ok).toBe(true);
    if (!late.ok || !thanks.ok) return;
    expect((await listSavedReplies({ businessId: biz.id })).map((r) => [r.title, r.body])).toEqual([
      ["Running late", "We are running about 15 minutes late today."],
      ["Thanks", "Thank you for your message!\nWe will reply shortly."],
    ]);
    const [row] = await db.select().from(s.savedReplies).where(eq(s.savedReplies.id, late.data.id));
    expect(row).toMatchObject({ businessId: biz.id, createdBy: biz.owner.id });

    expect(await updateSavedReplyAction({ savedReplyId: late.data.id, title: "Late", body: "Running late, sorry!" })).toMatchObject({ ok: true });
    expect(await deleteSavedReplyAction({ savedReplyId: thanks.data.id })).toMatchObject({ ok: true });
    expect((await listSavedReplies({ businessId: biz.id })).map((r) => [r.title, r.body])).toEqual([["Late", "Running late, sorry!"]]);
  });

  it("are never listed, changed or deleted across businesses, need send_messages, and refuse empty text", async () => {
    await asStaff(other.owner.id);
    const foreign = await createSavedReplyAction({ title: `Other ${unique()}`, body: "Other business's reply" });
    if (!foreign.ok) throw new Error(foreign.message);
    expect((await listSavedReplies({ businessId: biz.id })).some((r) => r.id === foreign.data.id)).toBe(false);

    await asStaff(biz.owner.id);
    expect(await updateSavedReplyAction({ savedReplyId: foreign.data.id, title: "Mine now", body: "x" })).toMatchObject({ ok: false, status: 404, message: "Saved reply not found" });
    expect(await deleteSavedReplyAction({ savedReplyId: foreign.data.id })).toMatchObject({ ok: false, status: 404 });
    const [still] = await db.select().from(s.savedReplies).where(eq(s.savedReplies.id, foreign.data.id));
    expect(still).toMatchObject({ businessId: other.id, title: expect.stringMatching(/^Other /) });

    expect(await createSavedReplyAction({ title: "Empty", body: "   " })).toMatchObject({ ok: false, status: 400, message: "This field is required" });

    const [user] = await db.insert(s.users).values({ email: `${unique("reader")}@example.test`, userType: "employee", firstName: "Rea", lastName: "Der" }).returning();
    await db.insert(s.businessMembers).values({ businessId: biz.id, userId: user.id, role: "employee" });
    await asStaff(user.id);
    expect(await createSavedReplyAction({ title: "Nope", body: "Nope" })).toMatchObject({ ok: false, status: 403 });
  });
});
