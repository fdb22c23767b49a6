import { IndustryPage } from "@/components/marketing/industry-page";
import { INDUSTRIES } from "@/lib/marketing/industries";
import { pageMetadata } from "@/lib/marketing/metadata";

const industry = INDUSTRIES["home-cleaning"];

export const metadata = pageMetadata({
  title: industry.metaTitle,
  description: industry.metaDescription,
  path: "/home-cleaning",
});

export default function Page() {
  return <IndustryPage industry={industry} />;
}
