import { redirect } from "next/navigation";

/** Spec §2: any other portal path redirects to /login. */
export default function UnknownPortalPath() {
  redirect("/login");
}
