import { IndustryPage } from "@/components/marketing/industry-page";
import { INDUSTRIES } from "@/lib/marketing/industries";
import { pageMetadata } from "@/lib/marketing/metadata";

const industry = INDUSTRIES["commercial"];

export const metadata = pageMetadata({
  title: industry.metaTitle,
  description: industry.metaDescription,
  path: "/commercial",
});

export default function Page() {
  return <IndustryPage industry={industry} />;
}
