import { Button, Heading, Link, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { PLATFORM_BRAND, safeColor, safeHref } from "./email-layout";

export function EmailHeading({ children }: { children: ReactNode }) {
  return <Heading as="h1" style={{ color: "#111827", fontSize: 22, margin: "0 0 16px" }}>{children}</Heading>;
}

export function EmailText({ children }: { children: ReactNode }) {
  return <Text style={{ color: "#374151", fontSize: 15, lineHeight: "24px", margin: "0 0 14px" }}>{children}</Text>;
}

/**
 * A call-to-action button followed by the bare URL, so the link still works where buttons
 * are not rendered (and appears in the plain-text part).
 */
export function EmailAction({ href, label, color }: { href: string; label: string; color?: string }) {
  const url = safeHref(href);
  if (!url) return null;
  const background = safeColor(color, PLATFORM_BRAND.primaryColor);
  return (
    <>
      <Button
        href={url}
        style={{ backgroundColor: background, borderRadius: 6, color: "#ffffff", fontSize: 15, fontWeight: 600, padding: "12px 20px", margin: "8px 0 16px" }}
      >
        {label}
      </Button>
      <Text style={{ color: "#6b7280", fontSize: 13, lineHeight: "20px", margin: "0 0 8px", wordBreak: "break-all" }}>
        Or open this link: <Link href={url} style={{ color: background }}>{url}</Link>
      </Text>
    </>
  );
}

/** A document's totals block in an email (Subtotal, Discount, Tax, Total … Balance due), rows already worded and formatted. */
export function EmailAmounts({ rows }: { rows: ReadonlyArray<{ label: string; value: string; strong?: boolean }> }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: "100%", maxWidth: 360, margin: "0 0 16px", fontSize: 14, color: "#374151" }}>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <td style={{ padding: "3px 0", fontWeight: row.strong ? 700 : 400, borderTop: row.strong ? "1px solid #e5e7eb" : undefined }}>{row.label}</td>
            <td style={{ padding: "3px 0", textAlign: "right", fontWeight: row.strong ? 700 : 400, borderTop: row.strong ? "1px solid #e5e7eb" : undefined, whiteSpace: "nowrap" }}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
