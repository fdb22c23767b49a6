import { redirect } from "next/navigation";

export default function SuperadminIndex() {
  redirect("/superadmin/dashboard");
}
