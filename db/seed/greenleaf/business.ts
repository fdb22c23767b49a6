import { eq } from "drizzle-orm";
import * as schema from "../../schema";
import type { SeedContext } from "../context";
import { DEMO_BUSINESS_NAMES, DEMO_EMAILS, DEMO_SUBDOMAINS } from "../demo-constants";
import { insertUser, seedOwner } from "../users";

export const GREENLEAF_TIMEZONE = "America/New_York";
export const GREENLEAF_TAX_RATE = 8.25;

/** Greenleaf Lawn Care itself: profile, owner, employee and its service catalogue. */
export async function seedGreenleafBusiness(ctx: SeedContext) {
  const [business] = await ctx.tx
    .insert(schema.businesses)
    .values({
      companyName: DEMO_BUSINESS_NAMES.greenleaf,
      companyLogo: "/brand/greenleaf-logo.svg",
      businessEmail: "hello@greenleaf.test",
      businessPhone: "(614) 555-0142",
      businessAddress: "1420 Maple Avenue, Columbus, OH 43215",
      industry: "lawn-care",
      themePrimaryColor: "#15803d",
      themeSecondaryColor: "#dcfce7",
      portalSubdomain: DEMO_SUBDOMAINS.greenleaf,
      timezone: GREENLEAF_TIMEZONE,
      taxRate: GREENLEAF_TAX_RATE,
      reminderHours: 24,
      paymentProvider: "manual",
      paymentInstructions:
        "Pay online through your customer portal, or mail a check payable to Greenleaf Lawn Care, " +
        "1420 Maple Avenue, Columbus, OH 43215. Please write your invoice number on the check. Payment is due within 30 days.",
      notificationSettings: {
        emailOnNewMessage: true,
        emailOnQuoteResponse: true,
        emailOnServiceRequest: true,
        emailOnInvoicePaid: true,
        emailCustomersOnNewInvoice: true,
        emailCustomersOnJobUpdate: true,
      },
    })
    .returning();

  const owner = await seedOwner(ctx, business, {
    email: DEMO_EMAILS.greenleafOwner,
    firstName: "Oliver",
    lastName: "Greenwood",
    phone: "(614) 555-0142",
  });
  await ctx.tx.update(schema.businesses).set({ ownerUserId: owner.user.id }).where(eq(schema.businesses.id, business.id));

  // The spec's default employee: no role template and no custom list means the default
  // permissions (manage_customers, manage_services, manage_schedule, view_messages, view_jobs).
  const employeeUser = await insertUser(ctx, {
    email: DEMO_EMAILS.greenleafEmployee,
    userType: "employee",
    firstName: "Marcus",
    lastName: "Bell",
    companyName: business.companyName,
  });
  const [employeeMember] = await ctx.tx
    .insert(schema.businessMembers)
    .values({
      businessId: business.id,
      userId: employeeUser.id,
      role: "employee",
      roleTemplate: null,
      permissions: null,
      phone: "(614) 555-0187",
    })
    .returning();

  const serviceRows = await ctx.tx
    .insert(schema.services)
    .values(
      [
        {
          name: "Lawn Aeration",
          description: "Core aeration that relieves compaction so water, air and nutrients reach the roots.",
          priceCents: 5,
          billingMethod: "per_square_foot",
          durationMinutes: 90,
          tags: ["seasonal", "lawn-health"],
        },
        {
          name: "Hedge Trimming",
          description: "Shaping and trimming of hedges and shrubs, clippings hauled away.",
          priceCents: 6500,
          billingMethod: "hourly",
          durationMinutes: 120,
          tags: ["shrubs"],
        },
        {
          name: "Weekly Mowing",
          description: "Mowing, edging along walks and drives, and blowing clippings off hard surfaces every week.",
          priceCents: 4500,
          billingMethod: "per_visit",
          isRecurring: true,
          recurringInterval: "week",
          durationMinutes: 45,
          tags: ["recurring", "mowing"],
        },
        {
          name: "Landscape Design Consultation",
          description: "An on-site walk-through with our designer and a planting plan for your yard.",
          price: null,
          billingMethod: "flat",
          durationMinutes: 60,
          tags: ["design"],
        },
        {
          name: "Snow Removal",
          description: "Driveway and walkway clearing after snowfalls over two inches.",
          priceCents: 7500,
          billingMethod: "per_visit",
          durationMinutes: 45,
          tags: ["winter"],
          active: false,
        },
        {
          name: "Fertilization Program",
          description: "Slow-release fertilizer and weed control, applied every month of the growing season.",
          priceCents: 8500,
          billingMethod: "per_visit",
          isRecurring: true,
          recurringInterval: "month",
          durationMinutes: 30,
          tags: ["recurring", "lawn-health"],
        },
        {
          name: "Leaf Cleanup",
          description: "Fall leaf removal from lawns and beds, bagged and hauled away.",
          priceCents: 15000,
          billingMethod: "flat",
          durationMinutes: 120,
          tags: ["seasonal"],
        },
      ].map((service) => ({ ...service, businessId: business.id })),
    )
    .returning();
  const services = Object.fromEntries(serviceRows.map((row) => [row.name, row])) as Record<string, (typeof serviceRows)[number]>;

  return { business, owner, employee: { user: employeeUser, member: employeeMember }, services };
}

export type GreenleafBase = Awaited<ReturnType<typeof seedGreenleafBusiness>>;
