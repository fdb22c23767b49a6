/**
 * The public site's navigation (spec §2 "Public site"). Plain data, shared by the server
 * header/footer and the client menus.
 */
export type NavLink = { href: string; label: string };

export const INDUSTRY_LINKS = [
  { href: "/lawn-care", label: "Lawn Care", blurb: "Mowing routes, seasonal programs and aeration upsells." },
  { href: "/home-cleaning", label: "Home Cleaning", blurb: "Weekly and bi-weekly cleans, checklists and keys." },
  { href: "/pressure-washing", label: "Pressure Washing", blurb: "Quotes by the square foot and annual repeat washes." },
  { href: "/pet-care", label: "Pet Care", blurb: "Daily walks, drop-ins and visit reports with photos." },
  { href: "/handyman", label: "Handyman", blurb: "Punch lists, hourly work and maintenance plans." },
  { href: "/commercial", label: "Commercial", blurb: "Multi-site contracts, service logs and net-30 billing." },
] as const;

export type IndustrySlug = (typeof INDUSTRY_LINKS)[number]["href"] extends `/${infer S}` ? S : never;

/** Header links around the Industries menu, in the spec's order. */
export const HEADER_LINKS_BEFORE: NavLink[] = [{ href: "/features", label: "Features" }];
export const HEADER_LINKS_AFTER: NavLink[] = [
  { href: "/pricing", label: "Pricing" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
];

export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: "Product",
    links: [
      { href: "/features", label: "Features" },
      { href: "/pricing", label: "Pricing" },
      { href: "/integrations", label: "Integrations" },
      { href: "/developers", label: "API" },
      { href: "/demo-portal", label: "Demo portal" },
    ],
  },
  {
    title: "Company",
    links: [
      { href: "/about", label: "About" },
      { href: "/careers", label: "Careers" },
      { href: "/blog", label: "Blog" },
      { href: "/contact", label: "Contact" },
    ],
  },
  {
    title: "Support",
    links: [
      { href: "/help", label: "Help Center" },
      { href: "/docs", label: "Documentation" },
      { href: "/status", label: "Status" },
      { href: "/security", label: "Security" },
    ],
  },
];

/** Where "Schedule Demo" goes: the contact form with the demo topic chosen. */
export const SCHEDULE_DEMO_HREF = "/contact?topic=demo";
