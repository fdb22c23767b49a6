import { IndustryPage } from "@/components/marketing/industry-page";
import { INDUSTRIES } from "@/lib/marketing/industries";
import { pageMetadata } from "@/lib/marketing/metadata";

const industry = INDUSTRIES["lawn-care"];

export const metadata = pageMetadata({
  title: industry.metaTitle,
  description: industry.metaDescription,
  path: "/lawn-care",
});

export default function Page() {
  return <IndustryPage industry={industry} />;
}
