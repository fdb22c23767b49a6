import type { Metadata } from "next";

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
    openGraph: { title: fullTitle, description, url: path, siteName: "ServiceLoop", type: "website", locale: "en_US" },
    twitter: { card: "summary_large_image", title: fullTitle, description },
  };
}
