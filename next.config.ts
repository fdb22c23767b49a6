import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Lets several builds (e.g. parallel test runs) live side by side in one checkout.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Tenant portals are served on *.localhost in development.
  allowedDevOrigins: ["*.localhost", "localhost", "127.0.0.1"],
  // forbidden(): a page a staff member may not open answers 403 with app/admin/forbidden.tsx.
  experimental: { authInterrupts: true },
  serverExternalPackages: ["@node-rs/argon2", "@electric-sql/pglite", "postgres"],
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
        ],
      },
    ];
  },
};

export default nextConfig;
