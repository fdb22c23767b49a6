import { getBusinessLogo } from "@/lib/businesses/settings/logo/get-business-logo";
import { param } from "@/lib/core/routes/define-route";
import { publicRoute } from "@/lib/core/routes/public-route";

export const dynamic = "force-dynamic";

/**
 * GET /brand/logos/{businessId}/{file}: a business's uploaded logo, public on every host (the
 * portal's sign-in and shell show it). Each upload has a new name, so it may be cached forever.
 */
export const GET = publicRoute(async (_request, { params }) => {
  const logo = await getBusinessLogo(param(params, "businessId"), param(params, "file"));
  if (!logo) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  return new Response(Buffer.from(logo.bytes), {
    headers: {
      "content-type": logo.contentType,
      "content-length": String(logo.size),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cross-origin-resource-policy": "cross-origin",
    },
  });
});
