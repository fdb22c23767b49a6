import type { Metadata } from "next";

export const metadata: Metadata = { title: { default: "Superadmin", template: "%s · Superadmin · ServiceLoop" }, robots: { index: false } };

/** The platform operator's area; app/superadmin/(area)/layout.tsx guards everything but /superadmin/login. */
export default function SuperadminAreaLayout({ children }: { children: React.ReactNode }) {
  return children;
}
