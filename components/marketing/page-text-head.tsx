import Head from "next/head";
import { fullTitleOf, OPEN_GRAPH_SITE, SHARE_CARD, SITE_ICON, type PageText } from "@/lib/marketing/metadata";
import { siteUrl } from "@/lib/marketing/public-routes";

/**
 * For a Pages Router page (the landing page): the <head> tags the App Router renders from
 * pageMetadata() — title, description, canonical URL, Open Graph and Twitter cards, icon —
 * with absolute URLs on the running server's APP_URL, as metadataBase gives them.
 */
export function PageTextHead({ page }: { page: PageText }) {
  const origin = siteUrl();
  const url = page.path === "/" ? origin : `${origin}${page.path}`;
  const title = fullTitleOf(page);
  const image = `${origin}${SHARE_CARD.url}`;
  const tags: [kind: "name" | "property", key: string, content: string | number][] = [
    ["name", "description", page.description],
    ["property", "og:title", title],
    ["property", "og:description", page.description],
    ["property", "og:url", url],
    ["property", "og:site_name", OPEN_GRAPH_SITE.siteName],
    ["property", "og:locale", OPEN_GRAPH_SITE.locale],
    ["property", "og:image", image],
    ["property", "og:image:width", SHARE_CARD.width],
    ["property", "og:image:height", SHARE_CARD.height],
    ["property", "og:image:alt", SHARE_CARD.alt],
    ["property", "og:type", OPEN_GRAPH_SITE.type],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", page.description],
    ["name", "twitter:image", image],
    ["name", "twitter:image:alt", SHARE_CARD.alt],
    ["name", "twitter:image:width", SHARE_CARD.width],
    ["name", "twitter:image:height", SHARE_CARD.height],
  ];
  return (
    <Head>
      <title>{title}</title>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <link rel="canonical" href={url} />
      {tags.map(([kind, key, content]) => (
        <meta key={key} {...{ [kind]: key }} content={String(content)} />
      ))}
      <link rel="icon" href={SITE_ICON.url} type={SITE_ICON.type} sizes="any" />
    </Head>
  );
}
