import { redirect } from "next/navigation";

/** Portal root: the portal auth guard sends signed-out visitors on to /login. */
export default function PortalRoot() {
  redirect("/dashboard");
}
