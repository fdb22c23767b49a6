import { ogCard, OG_SIZE } from "@/components/marketing/og-card";
import { INDUSTRIES } from "@/lib/marketing/industries";

const industry = INDUSTRIES["lawn-care"];

export const alt = `ServiceLoop for ${industry.name}: ${industry.headline}`;
export const size = OG_SIZE;
export const contentType = "image/png";

export default function Image() {
  return ogCard({ eyebrow: `ServiceLoop for ${industry.name}`, title: industry.headline, color: industry.palette.primary });
}
