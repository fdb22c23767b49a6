import { INDUSTRY_LINKS } from "./nav";

/** The main site's public, indexable pages (blog posts are added from content/blog). */
export const PUBLIC_ROUTES: { path: string; priority: number; changeFrequency: "weekly" | "monthly" | "yearly" }[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/features", priority: 0.9, changeFrequency: "monthly" },
  { path: "/pricing", priority: 0.9, changeFrequency: "monthly" },
  ...INDUSTRY_LINKS.map((i) => ({ path: i.href, priority: 0.8, changeFrequency: "monthly" as const })),
  { path: "/waitlist", priority: 0.8, changeFrequency: "monthly" },
  { path: "/demo-portal", priority: 0.7, changeFrequency: "monthly" },
  { path: "/about", priority: 0.6, changeFrequency: "monthly" },
  { path: "/contact", priority: 0.6, changeFrequency: "yearly" },
  { path: "/blog", priority: 0.7, changeFrequency: "weekly" },
  { path: "/careers", priority: 0.5, changeFrequency: "monthly" },
  { path: "/integrations", priority: 0.5, changeFrequency: "monthly" },
  { path: "/developers", priority: 0.5, changeFrequency: "monthly" },
  { path: "/help", priority: 0.5, changeFrequency: "monthly" },
  { path: "/docs", priority: 0.5, changeFrequency: "monthly" },
  { path: "/security", priority: 0.4, changeFrequency: "yearly" },
  { path: "/status", priority: 0.3, changeFrequency: "weekly" },
];

/** The apex URL of the main site (DESIGN.md: APP_URL names the apex). */
export function siteUrl(): string {
  return (process.env.APP_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}
