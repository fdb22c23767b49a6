import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { Toaster } from "@/components/ui/toast";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "ServiceLoop — less churn, more earn", template: "%s · ServiceLoop" },
  description:
    "The customer portal for recurring service businesses: quotes, contracts, invoices, scheduling and messaging under your own brand.",
  metadataBase: new URL(process.env.APP_URL ?? "http://localhost:3000"),
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: Next can only put the request's CSP nonce on its scripts
  // then (docs/decisions/content-security-policy.md). A prerendered page would carry none.
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
