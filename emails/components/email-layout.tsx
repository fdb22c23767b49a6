import { Body, Container, Head, Hr, Html, Img, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

/** Whose name and colours an email carries: the platform's, or a business's (white-label). */
export type EmailBrand = {
  name: string;
  primaryColor: string;
  secondaryColor?: string | null;
  /** An absolute http(s) URL of a raster logo; many mail clients do not show SVG. */
  logoUrl?: string | null;
};

export const PLATFORM_BRAND: EmailBrand = { name: "ServiceLoop", primaryColor: "#1e40af", secondaryColor: "#eff6ff" };

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Colours come from business settings; anything but a hex colour falls back, so no CSS can be injected. */
export function safeColor(value: string | null | undefined, fallback: string): string {
  return value && HEX.test(value) ? value : fallback;
}

/** Only http(s) links are ever put into an email. */
export function safeHref(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

type Props = { preview: string; brand?: EmailBrand; children: ReactNode; footer?: string };

/** The one layout every template shares: a brand header, a white card, a quiet footer. */
export function EmailLayout({ preview, brand = PLATFORM_BRAND, children, footer }: Props) {
  const primary = safeColor(brand.primaryColor, PLATFORM_BRAND.primaryColor);
  const secondary = safeColor(brand.secondaryColor, "#f3f4f6");
  const logo = safeHref(brand.logoUrl);
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: secondary, fontFamily: "Helvetica, Arial, sans-serif", margin: 0, padding: "24px 0" }}>
        <Container style={{ maxWidth: 560, margin: "0 auto" }}>
          <Section style={{ backgroundColor: primary, borderRadius: "8px 8px 0 0", padding: "20px 32px" }}>
            {logo ? <Img src={logo} alt={brand.name} height="40" style={{ display: "block" }} /> : null}
            <Text style={{ color: "#ffffff", fontSize: 20, fontWeight: 700, margin: 0 }}>{brand.name}</Text>
          </Section>
          <Section style={{ backgroundColor: "#ffffff", borderRadius: "0 0 8px 8px", padding: "24px 32px" }}>
            {children}
          </Section>
          <Hr style={{ borderColor: "transparent", margin: "8px 0" }} />
          <Text style={{ color: "#6b7280", fontSize: 12, textAlign: "center", margin: 0 }}>
            {footer ??
              (brand.name === PLATFORM_BRAND.name
                ? "ServiceLoop — less churn, more earn."
                : `Sent by ${brand.name} through ServiceLoop.`)}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
