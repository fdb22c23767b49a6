import * as schema from "../../schema";
import type { SeedContext } from "../context";
import type { GreenleafBase } from "./business";

/** The inbox's saved replies, so the picker in a conversation has something to insert. */
export const GREENLEAF_SAVED_REPLIES = [
  { title: "Rain delay", body: "Heads up: rain is moving through today, so we are shifting your visit to tomorrow at the same time. Reply here if that does not work." },
  { title: "Running late", body: "Our crew is running about 20 minutes behind today. Thanks for your patience!" },
  { title: "Thanks for your payment", body: "Thank you, we received your payment. A receipt is in your portal under Invoices." },
];

export async function seedGreenleafSavedReplies(ctx: SeedContext, base: GreenleafBase) {
  await ctx.tx
    .insert(schema.savedReplies)
    .values(GREENLEAF_SAVED_REPLIES.map((reply) => ({ ...reply, businessId: base.business.id, createdBy: base.owner.user.id })));
}
