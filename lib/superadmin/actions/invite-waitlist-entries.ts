"use server";

import { revalidatePath } from "next/cache";
import { superadminAction } from "@/lib/core/superadmin-action";
import { inviteWaitlistEntries } from "@/lib/platform/waitlist/invite-waitlist-entries";
import { inviteWaitlistSchema } from "@/lib/platform/waitlist/waitlist-invitation-schema";

/** Superadmin Waitlist: send sign-up invitations to the selected entries (each audited). */
export const inviteWaitlistEntriesAction = superadminAction(
  inviteWaitlistSchema,
  async (input, admin) => {
    const outcomes = await inviteWaitlistEntries(input, { userId: admin.userId, ip: admin.request.ip });
    revalidatePath("/superadmin/waitlist");
    return {
      invited: outcomes.filter((o) => o.status === "invited").length,
      alreadyJoined: outcomes.filter((o) => o.status === "already_joined").length,
      emailFailed: outcomes.filter((o) => o.status === "email_failed").length,
    };
  },
  { fallback: "Failed to send invitations" },
);
