import type { PortalBranding } from "@/lib/businesses/branding-views";
import type { PortalCustomer } from "@/lib/customers/customer-views";
import type { ServiceView } from "@/lib/catalog/catalog-views";

/** The demo portal's fictional business and customer. Nothing here exists in any database. */

export const DEMO_TIME_ZONE = "America/Chicago";
export const DEMO_PRIMARY = "#166534";
export const DEMO_SECONDARY = "#dcfce7";
export const DEMO_TAX_RATE = 0.0825;

export const DEMO_BRANDING: PortalBranding = {
  companyName: "Cedar Ridge Lawn Care",
  companyLogo: "/demo-portal/media/logo.svg",
  businessEmail: "office@cedarridge.example",
  businessPhone: "(630) 555-0142",
  businessAddress: "1200 Commerce Ct, Naperville, IL 60563",
  themePrimaryColor: DEMO_PRIMARY,
  timezone: DEMO_TIME_ZONE,
};

export const DEMO_PAYMENT_INSTRUCTIONS =
  "Pay online by card from this page, or mail a check payable to Cedar Ridge Lawn Care, 1200 Commerce Ct, Naperville, IL 60563. Please include the invoice number.";

export const DEMO_CUSTOMER_BASE: Omit<PortalCustomer, "outstandingBalanceCents"> = {
  id: "demo-customer",
  firstName: "Alex",
  lastName: "Morgan",
  email: "alex.morgan@example.com",
  phone: "(630) 555-0187",
  address: "418 Willow Bend Dr",
  city: "Naperville",
  state: "IL",
  zip: "60540",
  servicePlan: "Premium Plan",
  status: "active",
};

export const DEMO_CUSTOMER_REF = {
  firstName: DEMO_CUSTOMER_BASE.firstName,
  lastName: DEMO_CUSTOMER_BASE.lastName,
  email: DEMO_CUSTOMER_BASE.email,
  address: DEMO_CUSTOMER_BASE.address,
  city: DEMO_CUSTOMER_BASE.city,
  state: DEMO_CUSTOMER_BASE.state,
  zip: DEMO_CUSTOMER_BASE.zip,
};

export const DEMO_SERVICES: ServiceView[] = [
  {
    id: "svc-aeration",
    name: "Core Aeration & Overseeding",
    description: "Relieves compacted soil and thickens thin turf before winter. Priced by lawn area.",
    priceCents: 5,
    billingMethod: "per_square_foot",
    isRecurring: false,
    recurringInterval: null,
    durationMinutes: 90,
  },
  {
    id: "svc-fertilization",
    name: "Fertilization & Weed Control",
    description: "Six seasonal rounds of slow-release fertilizer with targeted broadleaf weed control.",
    priceCents: 6500,
    billingMethod: "per_visit",
    isRecurring: true,
    recurringInterval: "month",
    durationMinutes: 30,
  },
  {
    id: "svc-hedges",
    name: "Hedge & Shrub Trimming",
    description: "Shaping and cleanup of hedges and ornamental shrubs, debris hauled away.",
    priceCents: 6500,
    billingMethod: "hourly",
    isRecurring: false,
    recurringInterval: null,
    durationMinutes: 120,
  },
  {
    id: "svc-design",
    name: "Landscape Design Consultation",
    description: "An on-site walk-through and a planting plan drawn for your yard.",
    priceCents: null,
    billingMethod: "flat",
    isRecurring: false,
    recurringInterval: null,
    durationMinutes: 60,
  },
  {
    id: "svc-cleanup",
    name: "Spring & Fall Cleanup",
    description: "Leaf removal, bed edging and a final mow to put the yard to bed or wake it up.",
    priceCents: 24000,
    billingMethod: "flat",
    isRecurring: false,
    recurringInterval: null,
    durationMinutes: 180,
  },
  {
    id: "svc-mowing",
    name: "Weekly Mowing",
    description: "Mowing, string trimming, edging along walks and blowing off hard surfaces.",
    priceCents: 4500,
    billingMethod: "per_visit",
    isRecurring: true,
    recurringInterval: "week",
    durationMinutes: 45,
  },
];
