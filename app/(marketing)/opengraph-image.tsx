import { ogCard, OG_SIZE } from "@/components/marketing/og-card";

export const alt = "ServiceLoop — the customer portal for recurring service businesses. less churn, more earn.";
export const size = OG_SIZE;
export const contentType = "image/png";

export default function Image() {
  return ogCard({
    eyebrow: "Customer portal & back office",
    title: "The customer portal for recurring service businesses",
    subtitle: "Lawn care · Home cleaning · Pressure washing · Pet care · Handyman · Commercial",
  });
}
