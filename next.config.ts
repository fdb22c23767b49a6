import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Lets several builds (e.g. parallel test runs) live side by side in one checkout.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // scripts/serve.ts compresses instead, in front of the rendered-page cache, which must see the
  // page as Next wrote it (lib/page-cache/front-door-page-cache.ts).
  compress: false,
  // Tenant portals are served on *.localhost in development.
  allowedDevOrigins: ["*.localhost", "localhost", "127.0.0.1"],
  experimental: {
    // forbidden(): a page a staff member may not open answers 403 with app/admin/forbidden.tsx.
    authInterrupts: true,
    // The proxy buffers request bodies up to this size and cuts longer ones (default 10 MB,
    // which cut a 10 MB upload's multipart body). One file of the spec's 10 MB plus its
    // framing per request: the portal uploads several files one request each.
    proxyClientMaxBodySize: "11mb",
  },
  serverExternalPackages: ["@node-rs/argon2", "@electric-sql/pglite", "postgres", "pg-boss"],
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
      {
        // Every response but /book (asked as /book on a portal host, rewritten to
        // /portal/{tenant}/book): /book's framing is its CSP's frame-ancestors alone, 'self' plus
        // the websites the business lists (proxy.ts, docs/decisions/online-booking.md "Embed").
        source: "/:path((?!book$|portal/[^/]+/book$).*)",
        headers: [{ key: "X-Frame-Options", value: "SAMEORIGIN" }],
      },
    ];
  },
};

export default nextConfig;
