import { param } from "@/lib/core/routes/define-route";
import { publicRoute } from "@/lib/core/routes/public-route";
import { DEMO_MEDIA } from "@/lib/demo/demo-media";

// Fixed pictures of the demo portal: prerendered, and nothing else answers under this path.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(DEMO_MEDIA).map((file) => ({ file }));
}

export const GET = publicRoute(async (_request, { params }) => {
  const body = DEMO_MEDIA[param(params, "file")];
  if (!body) return new Response("Not found", { status: 404 });
  return new Response(body, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=86400",
      // An SVG opened directly must not run anything.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
});
