import { z } from "zod";

/** How many waitlist entries one click may invite (client-safe). */
export const MAX_INVITES_PER_BATCH = 50;

export const inviteWaitlistSchema = z.object({
  entryIds: z
    .array(z.uuid({ error: "Invalid value" }), { error: "Select at least one entry" })
    .min(1, { error: "Select at least one entry" })
    .max(MAX_INVITES_PER_BATCH, { error: `Select at most ${MAX_INVITES_PER_BATCH} entries at a time` }),
});
