import type { Metadata } from "next";

/** app/(marketing)/og-image.png: the generic share card. */
export const DEFAULT_OG_IMAGE = "/og-image.png";
export const SHARE_CARD = { url: DEFAULT_OG_IMAGE, width: 1200, height: 630, alt: "ServiceLoop — less churn, more earn" };
export const OPEN_GRAPH_SITE = { siteName: "ServiceLoop", type: "website", locale: "en_US" } as const;
/** The site's icon (public/icon.svg). */
export const SITE_ICON = { url: "/icon.svg", type: "image/svg+xml" };

export type PageText = { title: string; description: string; path: string; absoluteTitle?: boolean };

/** The title as the browser shows it: the root layout's template appends "· ServiceLoop". */
export function fullTitleOf({ title, absoluteTitle = false }: PageText): string {
  return absoluteTitle ? title : `${title} · ServiceLoop`;
}

/**
 * Per-page title, description, canonical URL and Open Graph/Twitter text for a public page.
 * metadataBase makes paths absolute. The landing page, a Pages Router page, renders the same
 * fields with components/marketing/page-text-head.tsx.
 */
export function pageMetadata(page: PageText): Metadata {
  const { title, description, path, absoluteTitle = false } = page;
  const fullTitle = fullTitleOf(page);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      ...OPEN_GRAPH_SITE,
      // Pages with their own opengraph-image file keep it (file-based metadata wins in its segment).
      images: [SHARE_CARD],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description },
  };
}
