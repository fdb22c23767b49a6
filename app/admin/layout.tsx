import type { Metadata } from "next";

export const metadata: Metadata = { title: { default: "Admin", template: "%s · Admin · ServiceLoop" }, robots: { index: false } };

/**
 * The business area. Access is checked in app/admin/(shell)/layout.tsx and again by every
 * page; this outer layout exists so app/admin/error.tsx can catch a failed check.
 */
export default function AdminAreaLayout({ children }: { children: React.ReactNode }) {
  return children;
}
