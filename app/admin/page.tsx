import { redirect } from "next/navigation";

/** Spec §2: bare /admin goes to the dashboard (proxy.ts does it first; this covers direct renders). */
export default function AdminIndex() {
  redirect("/admin/dashboard");
}
