import { headers } from "next/headers";
import { BusinessNotFound } from "@/components/portal/business-not-found";
import { TENANT_HEADER } from "@/lib/tenancy/tenant-header";

export const metadata = { title: "Business Not Found" };

/** Rendered when a portal layout cannot resolve its business (see requirePortalBusiness). */
export default async function PortalBusinessNotFound() {
  const tenant = (await headers()).get(TENANT_HEADER);
  return <BusinessNotFound subdomain={tenant} mainSiteUrl={process.env.APP_URL ?? "http://localhost:3000"} />;
}
