import { ogCard } from "@/components/marketing/og-card";
import { publicRoute } from "@/lib/core/routes/public-route";

// The share card of public pages without one of their own (lib/marketing/metadata.ts names it:
// a page's openGraph object replaces its parent's, file-based image included).
export const dynamic = "force-static";

export const GET = publicRoute(async () =>
  ogCard({
    eyebrow: "Customer portal & back office",
    title: "The customer portal for recurring service businesses",
    subtitle: "Lawn care · Home cleaning · Pressure washing · Pet care · Handyman · Commercial",
  }),
);
