import { eq } from "drizzle-orm";
import * as schema from "../schema";
import { seedSparklePricing } from "./booking-pricing";
import { type SeedContext, dateOnly, daysAgo, localTime } from "./context";
import { insertConversation } from "./conversations";
import { DEMO_BUSINESS_NAMES, DEMO_EMAILS, DEMO_NUMBERS, DEMO_SPARKLE_CUSTOM_DOMAIN, DEMO_SUBDOMAINS } from "./demo-constants";
import { insertInvoice, insertQuote, outstandingCentsOf } from "./documents";
import { seedOwner } from "./users";

const TIMEZONE = "America/Chicago";
const TAX_RATE = 6.25;

/** Sparkle Home Cleaning: a second tenant on a verified custom domain, with its own customer. */
export async function seedSparkle(ctx: SeedContext) {
  const { tx, now } = ctx;
  const [business] = await tx
    .insert(schema.businesses)
    .values({
      companyName: DEMO_BUSINESS_NAMES.sparkle,
      companyLogo: "/brand/sparkle-logo.svg",
      businessEmail: "hello@sparkle.test",
      businessPhone: "(512) 555-0176",
      businessAddress: "800 Congress Avenue, Suite 210, Austin, TX 78701",
      industry: "home-cleaning",
      themePrimaryColor: "#7c3aed",
      themeSecondaryColor: "#ede9fe",
      portalSubdomain: DEMO_SUBDOMAINS.sparkle,
      customDomain: DEMO_SPARKLE_CUSTOM_DOMAIN,
      customDomainVerifiedAt: daysAgo(now, 90),
      timezone: TIMEZONE,
      taxRate: TAX_RATE,
      paymentInstructions: "Pay by card in your portal or by bank transfer; reference your invoice number.",
    })
    .returning();
  const owner = await seedOwner(ctx, business, {
    email: DEMO_EMAILS.sparkleOwner,
    firstName: "Sophie",
    lastName: "Bright",
    phone: "(512) 555-0176",
  });
  await tx.update(schema.businesses).set({ ownerUserId: owner.user.id }).where(eq(schema.businesses.id, business.id));

  const serviceRows = await tx
    .insert(schema.services)
    .values([
      {
        businessId: business.id,
        name: "Standard Home Cleaning",
        description: "Kitchen, bathrooms, dusting, vacuuming and mopping throughout.",
        priceCents: 12000,
        billingMethod: "per_visit",
        isRecurring: true,
        recurringInterval: "week",
        durationMinutes: 150,
        tags: ["recurring"],
      },
      {
        businessId: business.id,
        name: "Deep Cleaning",
        description: "Top-to-bottom clean including baseboards, inside appliances and windows.",
        priceCents: 26000,
        billingMethod: "flat",
        durationMinutes: 300,
      },
      {
        businessId: business.id,
        name: "Move-Out Cleaning",
        description: "Empty-home cleaning to get your deposit back.",
        priceCents: 5500,
        billingMethod: "hourly",
        durationMinutes: 240,
      },
    ])
    .returning();

  const [customer] = await tx
    .insert(schema.customers)
    .values({
      businessId: business.id,
      firstName: "Emma",
      lastName: "Sullivan",
      email: DEMO_EMAILS.sparkleCustomer,
      phone: "(512) 555-0133",
      address: "4102 Duval Street",
      city: "Austin",
      state: "TX",
      zip: "78751",
      servicePlan: "Standard Plan",
      portalAccessStatus: "active",
      passwordHash: await ctx.hashDemoPassword(),
      tags: ["residential"],
      createdAt: daysAgo(now, 120),
    })
    .returning();

  const party = { businessId: business.id, customerId: customer.id, taxRate: TAX_RATE };
  const day = (days: number) => dateOnly(now, days, TIMEZONE);
  const deepClean = await insertQuote(ctx, party, {
    number: DEMO_NUMBERS.sparkleSentQuote,
    title: "Spring Deep Clean",
    status: "sent",
    createdAt: daysAgo(now, 3),
    sentAt: daysAgo(now, 3),
    validUntil: day(14),
    items: [
      { description: "Deep cleaning, 3 bed / 2 bath home", quantity: 1, rate: 260 },
      { description: "Inside oven and refrigerator", quantity: 1, rate: 45 },
      { description: "Interior windows", quantity: 12, rate: 6 },
    ],
  });
  await insertQuote(ctx, party, {
    number: "Q-2002",
    title: "Weekly Standard Cleaning",
    status: "approved",
    createdAt: daysAgo(now, 100),
    sentAt: daysAgo(now, 100),
    respondedAt: daysAgo(now, 98),
    validUntil: day(-70),
    items: [{ description: "Standard home cleaning (weekly)", quantity: 1, rate: 120 }],
  });
  const invoiceParty = { ...party, paymentInstructions: business.paymentInstructions };
  const invoices = [
    await insertInvoice(ctx, invoiceParty, {
      number: "INV-2001",
      description: "Weekly cleaning — last month",
      status: "paid",
      invoiceDate: day(-35),
      dueDate: day(-20),
      paidDate: day(-30),
      paidAt: daysAgo(now, 30),
      paymentMethod: "bank_transfer",
      createdAt: daysAgo(now, 35),
      items: [{ description: "Standard home cleaning visit", quantity: 4, rate: 120 }],
    }),
    await insertInvoice(ctx, invoiceParty, {
      number: "INV-2002",
      description: "Weekly cleaning — this month",
      status: "pending",
      invoiceDate: day(-4),
      dueDate: day(11),
      createdAt: daysAgo(now, 4),
      items: [{ description: "Standard home cleaning visit", quantity: 4, rate: 120 }],
    }),
  ];
  await tx
    .update(schema.customers)
    .set({ outstandingBalanceCents: outstandingCentsOf(invoices) })
    .where(eq(schema.customers.id, customer.id));

  const standard = serviceRows.find((s) => s.name === "Standard Home Cleaning")!;
  await seedSparklePricing(ctx, standard);
  await tx.insert(schema.customerServices).values({
    businessId: business.id,
    customerId: customer.id,
    serviceId: standard.id,
    status: "active",
    frequency: "week",
    startDate: day(-98),
  });
  await tx.insert(schema.jobs).values({
    businessId: business.id,
    customerId: customer.id,
    serviceId: standard.id,
    assigneeMemberId: owner.member.id,
    scheduledDate: localTime(now, 2, 10, 0, TIMEZONE),
    durationMinutes: 150,
    status: "scheduled",
  });

  const at = (days: number, hour: number, minute: number) => localTime(now, days, hour, minute, TIMEZONE);
  const both = [customer.id, owner.user.id];
  await insertConversation(ctx, party, [
    { at: at(-4, 18, 12), sender: { type: "customer", id: customer.id }, content: "Hi Sophie, could we get a deep clean before my parents visit?", readBy: both },
    {
      at: at(-3, 9, 40),
      sender: { type: "business", id: owner.user.id },
      content: "Of course! I've sent you a quote for a spring deep clean.",
      readBy: both,
      attachments: [{ kind: "quote_link", quoteId: deepClean.id }],
    },
    { at: at(-3, 12, 5), sender: { type: "customer", id: customer.id }, content: "Perfect, I'll look at it tonight.", readBy: both },
    { at: at(-1, 8, 30), sender: { type: "business", id: owner.user.id }, content: "Just checking in — any questions about the quote?", readBy: [owner.user.id] },
  ]);
  return { business, owner, customer };
}
