import { sha256Hex } from "../../../lib/security/tokens";
import * as schema from "../../schema";
import { type SeedContext, dateOnly, daysAgo } from "../context";
import { DEMO_NUMBERS } from "../demo-constants";
import { signatureDataUrl } from "../demo-images";
import { insertInvoice, insertQuote } from "../documents";
import { GREENLEAF_TAX_RATE, GREENLEAF_TIMEZONE, type GreenleafBase } from "./business";

type Jane = { id: string; firstName: string; lastName: string };

/** Jane's quotes (two sent, approved, declined, draft), invoices (all four states) and contracts. */
export async function seedJaneDocuments(ctx: SeedContext, base: GreenleafBase, jane: Jane) {
  const { now } = ctx;
  const party = { businessId: base.business.id, customerId: jane.id, taxRate: GREENLEAF_TAX_RATE };
  const day = (days: number) => dateOnly(now, days, GREENLEAF_TIMEZONE);

  const renovation = await insertQuote(ctx, party, {
    number: DEMO_NUMBERS.greenleafSentQuoteWithManyItems,
    title: "Spring Lawn Renovation",
    status: "sent",
    createdAt: daysAgo(now, 5),
    sentAt: daysAgo(now, 5),
    validUntil: day(25),
    notes: "Work scheduled within two weeks of approval, weather permitting.",
    items: [
      { description: "Core aeration, front and back lawns (5,000 sq ft)", quantity: 5000, rate: 0.05 },
      { description: "Overseeding with premium tall fescue blend (5,000 sq ft)", quantity: 5000, rate: 0.04 },
      { description: "Starter fertilizer application", quantity: 1, rate: 85 },
      { description: "Organic compost topdressing (cubic yards)", quantity: 3, rate: 55 },
      { description: "Debris and core haul-away", quantity: 1, rate: 45 },
    ],
  });
  const hedges = await insertQuote(ctx, party, {
    number: DEMO_NUMBERS.greenleafSentQuoteNoValidUntil,
    title: "Hedge & Shrub Trimming",
    status: "sent",
    createdAt: daysAgo(now, 2),
    sentAt: daysAgo(now, 2),
    validUntil: null,
    items: [
      { description: "Hedge and shrub trimming (hours)", quantity: 4, rate: 65 },
      { description: "Green waste disposal", quantity: 1, rate: 35 },
    ],
  });
  const mowing = await insertQuote(ctx, party, {
    number: DEMO_NUMBERS.greenleafApprovedQuote,
    title: "Weekly Mowing — Season Agreement",
    status: "approved",
    createdAt: daysAgo(now, 70),
    sentAt: daysAgo(now, 70),
    respondedAt: daysAgo(now, 66),
    validUntil: day(-40),
    customerComment: "Looks great — please start as soon as you can.",
    items: [
      { description: "Weekly mowing, edging and blowing (26 visits)", quantity: 26, rate: 45 },
      { description: "Spring cleanup", quantity: 1, rate: 150 },
    ],
  });
  await insertQuote(ctx, party, {
    number: DEMO_NUMBERS.greenleafDeclinedQuote,
    title: "Irrigation System Installation",
    status: "declined",
    createdAt: daysAgo(now, 30),
    sentAt: daysAgo(now, 30),
    respondedAt: daysAgo(now, 27),
    validUntil: day(0),
    customerComment: "We've decided to hold off on irrigation this year.",
    items: [
      { description: "In-ground sprinkler zones, installed", quantity: 6, rate: 450 },
      { description: "Backflow preventer and controller", quantity: 1, rate: 325 },
    ],
  });
  await insertQuote(ctx, party, {
    number: DEMO_NUMBERS.greenleafDraftQuote,
    title: "Fall Leaf Cleanup",
    status: "draft",
    createdAt: daysAgo(now, 1),
    validUntil: day(30),
    items: [
      { description: "Leaf removal, lawns and beds", quantity: 1, rate: 150 },
      { description: "Gutter cleaning", quantity: 1, rate: 120 },
    ],
  });

  const invoiceParty = { ...party, paymentInstructions: base.business.paymentInstructions };
  const invoices = [
    await insertInvoice(ctx, invoiceParty, {
      number: DEMO_NUMBERS.greenleafPaidInvoice,
      description: "Fall lawn aeration and fertilizer",
      status: "paid",
      invoiceDate: day(-40),
      dueDate: day(-10),
      paidDate: day(-33),
      paidAt: daysAgo(now, 33),
      paymentMethod: "check",
      createdAt: daysAgo(now, 40),
      items: [
        { description: "Core aeration (4,000 sq ft)", quantity: 4000, rate: 0.05 },
        { description: "Fertilizer application", quantity: 1, rate: 85 },
      ],
    }),
    await insertInvoice(ctx, invoiceParty, {
      number: DEMO_NUMBERS.greenleafPendingInvoice,
      description: "Weekly mowing — 4 visits",
      status: "pending",
      invoiceDate: day(-5),
      dueDate: day(25),
      quoteId: mowing.id,
      createdAt: daysAgo(now, 5),
      items: [{ description: "Weekly mowing visit", quantity: 4, rate: 45 }],
    }),
    await insertInvoice(ctx, invoiceParty, {
      number: DEMO_NUMBERS.greenleafOverdueInvoice,
      description: "Hedge trimming",
      status: "overdue",
      invoiceDate: day(-45),
      dueDate: day(-15),
      createdAt: daysAgo(now, 45),
      notes: "Reminder sent.",
      items: [
        { description: "Hedge trimming (hours)", quantity: 3, rate: 65 },
        { description: "Green waste disposal", quantity: 1, rate: 35 },
      ],
    }),
    await insertInvoice(ctx, invoiceParty, {
      number: DEMO_NUMBERS.greenleafDraftInvoice,
      description: "Spring cleanup",
      status: "draft",
      invoiceDate: day(0),
      dueDate: day(30),
      createdAt: now,
      items: [{ description: "Spring cleanup", quantity: 1, rate: 150 }],
    }),
  ];

  await seedJaneContracts(ctx, base, jane, { id: mowing.id, totalAmountCents: mowing.totalAmountCents });
  return { quotes: { renovation, hedges, mowing }, invoices };
}

async function seedJaneContracts(ctx: SeedContext, base: GreenleafBase, jane: Jane, approvedQuote: { id: string; totalAmountCents: number }) {
  const { now } = ctx;
  const name = `${jane.firstName} ${jane.lastName}`;
  const sentContent = contractText({
    title: "Weekly Mowing Service Agreement",
    customer: name,
    body: [
      "Scope. Greenleaf Lawn Care (\"Provider\") will mow, edge and blow clippings from the Customer's lawn once a week for 26 consecutive weeks starting on the first scheduled visit, and perform one spring cleanup, as described in quote Q-1003.",
      `Price. The Customer will pay $45.00 per visit plus applicable sales tax (8.25%), and $150.00 for the spring cleanup; the agreement total including tax is $${(approvedQuote.totalAmountCents / 100).toFixed(2)}. Visits are invoiced monthly and payable within 30 days.`,
      "Weather. Visits missed because of rain or drought restrictions are rescheduled within the same week when possible; a skipped visit is not charged.",
      "Access. The Customer will keep gates unlocked and pets indoors on service days.",
      "Cancellation. Either party may end this agreement with 14 days' written notice; completed visits remain payable.",
    ],
  });
  await ctx.tx.insert(schema.contracts).values({
    businessId: base.business.id,
    customerId: jane.id,
    quoteId: approvedQuote.id,
    contractNumber: "C-1002",
    title: "Weekly Mowing Service Agreement",
    status: "sent",
    totalAmountCents: approvedQuote.totalAmountCents,
    terms: "Net 30. 14 days' notice to cancel.",
    content: sentContent,
    createdAt: daysAgo(now, 3),
    updatedAt: daysAgo(now, 3),
  });

  const signedContent = contractText({
    title: "Annual Lawn Health Program",
    customer: name,
    body: [
      "Scope. Provider will apply six seasonal fertilizer and weed-control treatments and one fall core aeration during the twelve months following signature.",
      "Price. $540.00 for the program plus applicable sales tax, payable in six equal instalments invoiced after each treatment.",
      "Products. All products are applied by licensed technicians according to label directions; the Customer will be told 24 hours before each treatment.",
      "Guarantee. If weeds return between treatments, Provider will re-treat the affected areas at no charge.",
      "Cancellation. Either party may end this agreement with 30 days' written notice.",
    ],
  });
  const signedAt = daysAgo(now, 60);
  const [signed] = await ctx.tx
    .insert(schema.contracts)
    .values({
      businessId: base.business.id,
      customerId: jane.id,
      contractNumber: "C-1001",
      title: "Annual Lawn Health Program",
      status: "signed",
      totalAmountCents: 58455,
      terms: "Six instalments, net 30.",
      content: signedContent,
      signedDate: signedAt,
      createdAt: daysAgo(now, 62),
      updatedAt: signedAt,
    })
    .returning();
  await ctx.tx.insert(schema.contractSignatures).values({
    businessId: base.business.id,
    contractId: signed.id,
    customerId: jane.id,
    signerName: name,
    signatureImage: signatureDataUrl(),
    consent: true,
    contentSha256: sha256Hex(signedContent),
    ip: "203.0.113.24",
    userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
    signedAt,
  });
}

function contractText({ title, customer, body }: { title: string; customer: string; body: string[] }): string {
  return [
    title.toUpperCase(),
    "",
    `This agreement is made between Greenleaf Lawn Care, 1420 Maple Avenue, Columbus, OH 43215, and ${customer} ("Customer").`,
    "",
    ...body.map((paragraph, i) => `${i + 1}. ${paragraph}`),
    "",
    "By signing, the Customer agrees to these terms and confirms the service address on file is correct.",
  ].join("\n");
}
