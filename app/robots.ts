import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/marketing/public-routes";

// Rendered per request so the URLs follow the running server's APP_URL, not the build machine's.
export const dynamic = "force-dynamic";

/** /robots.txt: the marketing site is public; sign-in areas, the API and thank-you pages are not for crawlers. */
export default function robots(): MetadataRoute.Robots {
  const base = siteUrl();
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/admin", "/superadmin", "/api/", "/auth", "/portal/", "/waitlist-confirmation"],
      },
    ],
    sitemap: `${base}/sitemap.xml`,
  };
}
