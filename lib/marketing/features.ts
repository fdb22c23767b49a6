import {
  Bell,
  Building2,
  Camera,
  CalendarClock,
  CreditCard,
  FileSignature,
  Palette,
  Repeat,
  Star,
  type IconComponent,
} from "@/components/icons";

/** The nine advertised features of spec §1, with the copy the site uses for each. */
export type Feature = {
  id: string;
  title: string;
  summary: string;
  details: string[];
  icon: IconComponent;
};

export const FEATURES: Feature[] = [
  {
    id: "smart-scheduling",
    title: "Smart scheduling",
    summary: "Build routes and recurring visits once; ServiceLoop fills the calendar and tells every customer when you're coming.",
    details: [
      "Drag jobs between days and crews without re-typing anything",
      "Customers request services and preferred time slots from their portal",
      "Automatic visit reminders the day before",
    ],
    icon: CalendarClock,
  },
  {
    id: "payments-invoicing",
    title: "Payment processing & automated invoicing",
    summary: "Invoices go out the moment a job is done, and customers pay online by card through your own Stripe account.",
    details: [
      "Invoices numbered, taxed and sent automatically",
      "Overdue invoices flagged and reminded without awkward phone calls",
      "Manual payments (cash, check, bank transfer) recorded in one click",
    ],
    icon: CreditCard,
  },
  {
    id: "photos",
    title: "Before/after photo documentation",
    summary: "Crews snap before and after photos on the job; customers see them in their portal next to the visit.",
    details: [
      "Proof of work that settles disputes before they start",
      "Photos attached to the job, the customer and the invoice",
      "A living portfolio of your best work",
    ],
    icon: Camera,
  },
  {
    id: "real-time-updates",
    title: "Real-time updates",
    summary: "Job status, messages and quote decisions appear instantly, for your office and for your customers.",
    details: [
      "Live conversation with each customer, with file attachments",
      "Notifications when a quote is approved or a contract is signed",
      "Customers see 'on the way', 'in progress' and 'completed' as it happens",
    ],
    icon: Bell,
  },
  {
    id: "recurring-services",
    title: "Recurring services",
    summary: "Weekly mowing, bi-weekly cleans, monthly treatments: set the cadence once and the visits keep coming.",
    details: [
      "Weekly, bi-weekly, monthly, seasonal or custom intervals",
      "Customers sign up for services straight from their portal",
      "Pause or skip a visit without breaking the plan",
    ],
    icon: Repeat,
  },
  {
    id: "white-label",
    title: "White-label branding",
    summary: "Your logo, your colours, your domain. Customers see your business, not ours.",
    details: [
      "Your own subdomain or a custom domain like portal.yourbusiness.com",
      "Primary and secondary colours across the portal, emails and documents",
      "Quotes, contracts and invoices on your letterhead",
    ],
    icon: Palette,
  },
  {
    id: "e-signatures",
    title: "Contract e-signatures",
    summary: "Send a service agreement and get it signed from any phone, with a tamper-evident record of who signed what.",
    details: [
      "Typed name, drawn signature and explicit consent",
      "Signer, time, IP address and a fingerprint of the exact contract text",
      "A printable PDF with a signature certificate page",
    ],
    icon: FileSignature,
  },
  {
    id: "feedback",
    title: "Customer feedback",
    summary: "Ask for a rating after every visit and hear about a problem before it becomes a cancellation.",
    details: [
      "One-tap ratings right after a job is completed",
      "Low scores flagged to the owner the same day",
      "Spot the crews and services your customers love",
    ],
    icon: Star,
  },
  {
    id: "multi-location",
    title: "Multi-location support",
    summary: "Run several branches or service areas from one account, each with its own crews and customers.",
    details: [
      "Locations with their own schedules and teams",
      "One owner view across every branch",
      "Permissions so each manager sees what they need",
    ],
    icon: Building2,
  },
];

/** Spec §1: the marketing claims on the landing page. */
export const STATS = [
  { value: "85%", label: "retention increase" },
  { value: "60%", label: "time saved on admin" },
  { value: "40%", label: "revenue growth" },
] as const;

export const TAGLINE = "less churn, more earn";
