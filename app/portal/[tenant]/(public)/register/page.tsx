import { PortalAuthCard } from "@/components/portal/auth/portal-auth-card";
import { RegisterForm } from "@/components/portal/auth/register-form";
import { requirePortalBusiness } from "@/lib/tenancy/require-portal-business";

export const metadata = { title: "Complete registration" };

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<{ token?: string | string[] }> };

/** Spec §2 "/register?token=": an invited customer sets their password. Public by design. */
export default async function PortalRegisterPage({ params, searchParams }: Props) {
  const business = await requirePortalBusiness((await params).tenant);
  const raw = (await searchParams).token;
  const token = typeof raw === "string" && raw !== "" ? raw : null;
  return (
    <PortalAuthCard business={business} subtitle="Complete your registration">
      <RegisterForm token={token} portalSubdomain={business.portalSubdomain} />
    </PortalAuthCard>
  );
}
