import { saveFile } from "../../../lib/files/save-file";
import { type SeedContext, localTime } from "../context";
import { insertConversation } from "../conversations";
import { seedingCareGuidePdf } from "../demo-images";
import { GREENLEAF_TIMEZONE, type GreenleafBase } from "./business";

/** A week of messages between Jane and Greenleaf, with a quote link and a PDF attachment. */
export async function seedJaneConversation(
  ctx: SeedContext,
  base: GreenleafBase,
  jane: { id: string },
  renovationQuote: { id: string },
) {
  const at = (days: number, hour: number, minute: number) => localTime(ctx.now, days, hour, minute, GREENLEAF_TIMEZONE);
  const owner = base.owner.user.id;
  const employee = base.employee.user.id;
  const customer = { type: "customer" as const, id: jane.id };
  const business = (id: string) => ({ type: "business" as const, id });
  const everyone = [jane.id, owner];

  const guide = await saveFile(
    { businessId: base.business.id },
    {
      name: "New Seed Care Guide.pdf",
      bytes: await seedingCareGuidePdf(base.business.companyName),
      uploadedBy: { type: "staff", id: owner },
    },
    { db: ctx.tx, storage: ctx.storage },
  );

  await insertConversation(ctx, { businessId: base.business.id, customerId: jane.id }, [
    {
      at: at(-6, 9, 14),
      sender: customer,
      content: "Hi! The bare patches in the backyard have gotten worse since the last storm. Could someone take a look?",
      readBy: everyone,
    },
    {
      at: at(-6, 11, 2),
      sender: business(owner),
      content: "Hi Jane, thanks for reaching out. From your photos it looks like compaction — aeration plus overseeding should fix it. I'll put a quote together.",
      readBy: everyone,
    },
    {
      at: at(-5, 14, 30),
      sender: business(owner),
      content: "Here's the quote for the spring renovation. Let us know if you have any questions.",
      readBy: everyone,
      attachments: [{ kind: "quote_link", quoteId: renovationQuote.id }],
    },
    {
      at: at(-4, 8, 47),
      sender: customer,
      content: "Thanks! Is the compost topdressing necessary, or is it optional?",
      readBy: everyone,
    },
    {
      at: at(-3, 10, 20),
      sender: business(owner),
      content: "It's optional but recommended — it keeps the new seed moist so it takes better. I've attached our seeding care guide.",
      readBy: everyone,
      attachments: [{ kind: "file", fileId: guide.id }],
    },
    {
      at: at(-2, 16, 5),
      sender: customer,
      content: "That's really helpful. I'll go over it with my husband this weekend and get back to you.",
      readBy: [...everyone, employee],
    },
    {
      at: at(-1, 9, 0),
      sender: business(employee),
      content: "Sounds good! Quick reminder that I'll be there for your weekly mowing — please leave the side gate unlocked.",
      readBy: [owner, employee],
    },
  ]);
}
