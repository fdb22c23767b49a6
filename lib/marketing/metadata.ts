import type { Metadata } from "next";

/** app/(marketing)/og-image.png: the generic share card. */
export const DEFAULT_OG_IMAGE = "/og-image.png";

/**
 * Per-page title, description, canonical URL and Open Graph/Twitter text for a public page.
 * The root layout's title template appends "· ServiceLoop"; metadataBase makes paths absolute.
 */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle = false,
}: {
  title: string;
  description: string;
  path: string;
  absoluteTitle?: boolean;
}): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} · ServiceLoop`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: "ServiceLoop",
      type: "website",
      locale: "en_US",
      // Pages with their own opengraph-image file keep it (file-based metadata wins in its segment).
      images: [{ url: DEFAULT_OG_IMAGE, width: 1200, height: 630, alt: "ServiceLoop — less churn, more earn" }],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description },
  };
}
