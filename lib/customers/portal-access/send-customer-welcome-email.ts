import "server-only";
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { db } from "@/db/client";
import { businesses, customers } from "@/db/schema";
import { CustomerWelcomeEmail, customerWelcomeSubject } from "@/emails/customer-welcome";
import { LOGO_PATH_PREFIX } from "@/lib/businesses/settings/logo/logo-rules";
import { sendEmail } from "@/lib/email/send-email";
import { logError } from "@/lib/error-log";
import { portalUrl } from "@/lib/tenancy/portal-url";

/**
 * The welcome email of a customer who just joined the portal (self sign-up, or registration
 * from an invitation), in the business's colours and logo. Called once by each of those
 * one-time operations. Spec §8: a failure is only logged, joining carries on.
 */
export async function sendCustomerWelcomeEmail(scope: { businessId: string; customerId: string }): Promise<void> {
  try {
    const [row] = await db
      .select({
        email: customers.email,
        firstName: customers.firstName,
        companyName: businesses.companyName,
        companyLogo: businesses.companyLogo,
        primaryColor: businesses.themePrimaryColor,
        secondaryColor: businesses.themeSecondaryColor,
        subdomain: businesses.portalSubdomain,
      })
      .from(customers)
      .innerJoin(businesses, eq(businesses.id, customers.businessId))
      .where(and(eq(customers.businessId, scope.businessId), eq(customers.id, scope.customerId)))
      .limit(1);
    if (!row?.email) return;
    // Mail clients need an absolute URL and many refuse SVG: only uploaded (raster) logos go in.
    const logoUrl = row.companyLogo?.startsWith(LOGO_PATH_PREFIX) ? portalUrl(row.subdomain, row.companyLogo) : null;
    const result = await sendEmail({
      to: row.email,
      subject: customerWelcomeSubject({ businessName: row.companyName }),
      template: "customer-welcome",
      businessId: scope.businessId,
      react: createElement(CustomerWelcomeEmail, {
        businessName: row.companyName,
        primaryColor: row.primaryColor,
        secondaryColor: row.secondaryColor,
        logoUrl,
        firstName: row.firstName || "there",
        portalUrl: portalUrl(row.subdomain, "/dashboard"),
      }),
    });
    if (!result.ok) logError("customer welcome email", result.error);
  } catch (error) {
    logError("customer welcome email", error);
  }
}
