import * as schema from "../../schema";
import { type SeedContext, localTime } from "../context";
import { insertConversation } from "../conversations";
import { GREENLEAF_TIMEZONE, type GreenleafBase } from "./business";

/**
 * The inbox on first run: three more customers have written; two wait for an answer
 * (unread: only the customer has read them) and the owner's bell says so.
 */
export async function seedInboxConversations(ctx: SeedContext, base: GreenleafBase, customers: Array<{ id: string }>) {
  const at = (days: number, hour: number, minute: number) => localTime(ctx.now, days, hour, minute, GREENLEAF_TIMEZONE);
  const owner = base.owner.user.id;
  const businessId = base.business.id;
  const [michael, emily, david] = customers;
  // "A moment ago" is always in the past, whatever the time of day of the seed.
  const recently = new Date(ctx.now.getTime() - 40 * 60 * 1000);
  const from = (id: string) => ({ type: "customer" as const, id });
  const us = { type: "business" as const, id: owner };

  const michaelThread = await insertConversation(ctx, { businessId, customerId: michael.id }, [
    { at: at(-1, 17, 42), sender: from(michael.id), content: "Hi! Could the crew skip the back yard this week? We're reseeding a patch near the fence.", readBy: [michael.id] },
  ]);
  const emilyThread = await insertConversation(ctx, { businessId, customerId: emily.id }, [
    { at: at(-6, 9, 5), sender: from(emily.id), content: "Is the fertilization safe for our dog?", readBy: [emily.id, owner] },
    { at: at(-6, 10, 20), sender: us, content: "Yes — keep her off the lawn for 24 hours after the application and it's perfectly safe.", readBy: [owner, emily.id] },
    { at: recently, sender: from(emily.id), content: "Thanks! One more thing: can you come an hour later on Thursday?", readBy: [emily.id] },
  ]);
  await insertConversation(ctx, { businessId, customerId: david.id }, [
    { at: at(-3, 14, 10), sender: from(david.id), content: "The edging looks great, thank you.", readBy: [david.id, owner] },
    { at: at(-3, 15, 0), sender: us, content: "Glad you like it, David! See you next week.", readBy: [owner, david.id] },
  ]);

  await ctx.tx.insert(schema.notifications).values(
    [
      { customer: "Michael Thompson", text: "Hi! Could the crew skip the back yard this week?", when: at(-1, 17, 42), thread: michaelThread.id },
      { customer: "Emily Nguyen", text: "Thanks! One more thing: can you come an hour later on Thursday?", when: recently, thread: emilyThread.id },
    ].map((n) => ({
      businessId,
      recipientType: "staff",
      userId: owner,
      kind: "customer_message",
      title: `New message from ${n.customer}`,
      body: n.text,
      link: `/admin/messaging/${n.thread}`,
      createdAt: n.when,
    })),
  );
}
