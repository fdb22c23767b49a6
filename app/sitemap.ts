import type { MetadataRoute } from "next";
import { listBlogPosts } from "@/lib/marketing/blog";
import { PUBLIC_ROUTES, siteUrl } from "@/lib/marketing/public-routes";

// Rendered per request so the URLs follow the running server's APP_URL, not the build machine's.
export const dynamic = "force-dynamic";

/** /sitemap.xml: the main site's public pages and every blog post. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const posts = await listBlogPosts();
  return [
    ...PUBLIC_ROUTES.map((route) => ({
      url: `${base}${route.path === "/" ? "" : route.path}`,
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    })),
    ...posts.map((post) => ({
      url: `${base}/blog/${post.slug}`,
      lastModified: new Date(`${post.date}T00:00:00Z`),
      changeFrequency: "yearly" as const,
      priority: 0.6,
    })),
  ];
}
