import { eq } from "drizzle-orm";
import * as schema from "../../schema";
import { type SeedContext, dateOnly, daysAgo } from "../context";
import { DEMO_EMAILS } from "../demo-constants";
import { outstandingCentsOf } from "../documents";
import { GREENLEAF_TIMEZONE, type GreenleafBase } from "./business";
import { seedJaneConversation } from "./jane-conversation";
import { seedJaneDocuments } from "./jane-documents";
import { seedJaneJobs } from "./jane-jobs";

/** Jane Cooper: the demo portal customer, with a bit of everything. */
export async function seedJane(ctx: SeedContext, base: GreenleafBase) {
  const { tx, now } = ctx;
  const businessId = base.business.id;
  const [jane] = await tx
    .insert(schema.customers)
    .values({
      businessId,
      firstName: "Jane",
      lastName: "Cooper",
      email: DEMO_EMAILS.greenleafCustomer,
      phone: "(614) 555-0198",
      address: "2718 Birchwood Drive",
      city: "Columbus",
      state: "OH",
      zip: "43221",
      servicePlan: "Premium Plan",
      status: "active",
      portalAccessStatus: "active",
      passwordHash: await ctx.hashDemoPassword(),
      lastLogin: daysAgo(now, 2),
      tags: ["residential", "vip"],
      notes: "Side gate code 4512. Friendly golden retriever — keep the back gate closed.",
      createdAt: daysAgo(now, 400),
    })
    .returning();

  const weekly = base.services["Weekly Mowing"];
  const [subscription] = await tx
    .insert(schema.customerServices)
    .values({
      businessId,
      customerId: jane.id,
      serviceId: weekly.id,
      status: "active",
      frequency: weekly.recurringInterval,
      startDate: dateOnly(now, -66, GREENLEAF_TIMEZONE),
      createdAt: daysAgo(now, 66),
    })
    .returning();

  const documents = await seedJaneDocuments(ctx, base, jane);
  const jobs = await seedJaneJobs(ctx, base, jane.id, subscription.id);
  await seedJaneConversation(ctx, base, jane, documents.quotes.renovation);

  await tx
    .update(schema.customers)
    .set({ outstandingBalanceCents: outstandingCentsOf(documents.invoices), lastServiceDate: jobs.lastServiceDate })
    .where(eq(schema.customers.id, jane.id));

  const overdue = documents.invoices.find((invoice) => invoice.status === "overdue")!;
  await tx.insert(schema.notifications).values([
    {
      businessId,
      recipientType: "customer",
      customerId: jane.id,
      kind: "quote_sent",
      title: "New quote: Spring Lawn Renovation",
      body: "Greenleaf Lawn Care sent you quote Q-1001. Review and respond in your portal.",
      link: `/quotes/${documents.quotes.renovation.id}`,
      createdAt: daysAgo(now, 5),
    },
    {
      businessId,
      recipientType: "customer",
      customerId: jane.id,
      kind: "invoice_overdue",
      title: "Invoice INV-1003 is overdue",
      body: `Your invoice for $${(overdue.amountCents / 100).toFixed(2)} was due 15 days ago.`,
      link: `/invoices/${overdue.id}`,
      createdAt: daysAgo(now, 14),
      readAt: daysAgo(now, 13),
    },
    {
      businessId,
      recipientType: "staff",
      userId: base.owner.user.id,
      kind: "quote_declined",
      title: "Jane Cooper declined quote Q-1004",
      body: "We've decided to hold off on irrigation this year.",
      link: "/admin/quotes",
      createdAt: daysAgo(now, 27),
    },
    {
      businessId,
      recipientType: "staff",
      userId: base.employee.user.id,
      kind: "job_assigned",
      title: "New job: Weekly Mowing for Jane Cooper",
      body: "You've been assigned Jane Cooper's weekly mowing visits.",
      link: "/admin/schedule",
      createdAt: daysAgo(now, 7),
    },
  ]);
  return jane;
}
