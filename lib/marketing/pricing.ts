/**
 * Launch pricing. The spec leaves fees and plans open (§9), so these are ours; the page says
 * plainly that billing starts at launch and that waitlist members keep the founding rate.
 */
export type Plan = {
  id: "starter" | "growth" | "pro";
  name: string;
  price: number;
  cadence: string;
  description: string;
  highlights: string[];
  featured?: boolean;
};

export const PLANS: Plan[] = [
  {
    id: "starter",
    name: "Starter",
    price: 49,
    cadence: "per month",
    description: "For owner-operators getting their first customers into a portal.",
    highlights: [
      "Up to 100 active customers",
      "Branded portal on a ServiceLoop subdomain",
      "Quotes, invoices and online payments",
      "Recurring services and scheduling",
      "2 team members",
    ],
  },
  {
    id: "growth",
    name: "Growth",
    price: 129,
    cadence: "per month",
    description: "For growing crews that want contracts, photos and their own domain.",
    highlights: [
      "Up to 500 active customers",
      "Custom domain for your portal",
      "Contract e-signatures",
      "Before/after photos and feedback",
      "10 team members with permissions",
    ],
    featured: true,
  },
  {
    id: "pro",
    name: "Pro",
    price: 299,
    cadence: "per month",
    description: "For multi-location operations and commercial contracts.",
    highlights: [
      "Unlimited active customers",
      "Multi-location scheduling and reporting",
      "HTTP API access",
      "Unlimited team members",
      "Priority support with a named contact",
    ],
  },
];

/** Rows of the comparison table: a value per plan (true/false or a short text). */
export type ComparisonRow = { feature: string; values: Record<Plan["id"], boolean | string> };

export const COMPARISON: { group: string; rows: ComparisonRow[] }[] = [
  {
    group: "Customers & team",
    rows: [
      { feature: "Active customers", values: { starter: "100", growth: "500", pro: "Unlimited" } },
      { feature: "Team members", values: { starter: "2", growth: "10", pro: "Unlimited" } },
      { feature: "Locations", values: { starter: "1", growth: "2", pro: "Unlimited" } },
      { feature: "Role-based permissions", values: { starter: false, growth: true, pro: true } },
    ],
  },
  {
    group: "Customer portal",
    rows: [
      { feature: "Your logo and colours", values: { starter: true, growth: true, pro: true } },
      { feature: "ServiceLoop subdomain", values: { starter: true, growth: true, pro: true } },
      { feature: "Custom domain", values: { starter: false, growth: true, pro: true } },
      { feature: "Messaging with file attachments", values: { starter: true, growth: true, pro: true } },
      { feature: "Service requests and sign-ups", values: { starter: true, growth: true, pro: true } },
    ],
  },
  {
    group: "Work & billing",
    rows: [
      { feature: "Smart scheduling", values: { starter: true, growth: true, pro: true } },
      { feature: "Recurring services", values: { starter: true, growth: true, pro: true } },
      { feature: "Quotes with online approval", values: { starter: true, growth: true, pro: true } },
      { feature: "Automated invoicing", values: { starter: true, growth: true, pro: true } },
      { feature: "Card payments via your Stripe account", values: { starter: true, growth: true, pro: true } },
      { feature: "Contract e-signatures", values: { starter: false, growth: true, pro: true } },
      { feature: "Before/after photos", values: { starter: false, growth: true, pro: true } },
      { feature: "Customer feedback", values: { starter: false, growth: true, pro: true } },
    ],
  },
  {
    group: "Support",
    rows: [
      { feature: "Email support", values: { starter: true, growth: true, pro: true } },
      { feature: "Onboarding call", values: { starter: false, growth: true, pro: true } },
      { feature: "HTTP API", values: { starter: false, growth: false, pro: true } },
      { feature: "Named support contact", values: { starter: false, growth: false, pro: true } },
    ],
  },
];

export const PRICING_FAQ = [
  {
    q: "When does billing start?",
    a: "ServiceLoop is pre-launch. Nobody is billed today; waitlist members are invited in batches and keep a founding rate of 30% off their plan for the first year.",
  },
  {
    q: "Are there payment processing fees?",
    a: "Card payments run through your own Stripe account at Stripe's standard rates. ServiceLoop adds no fee on top of them.",
  },
  {
    q: "Do my customers pay anything?",
    a: "No. The customer portal is free for your customers, and there is no limit on how many of them log in.",
  },
  {
    q: "Can I change plans later?",
    a: "Yes. Move up or down at any time; the change applies from your next billing period.",
  },
];
