import { ImageResponse } from "next/og";

export const OG_SIZE = { width: 1200, height: 630 };

/**
 * The 1200×630 share card of a public page, drawn with next/og (no image files). Satori
 * supports a subset of CSS: every element with children is an explicit flex container.
 */
export function ogCard({
  eyebrow,
  title,
  subtitle,
  color = "#1e40af",
}: {
  eyebrow: string;
  title: string;
  subtitle?: string;
  color?: string;
}) {
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "64px 72px",
          background: `linear-gradient(135deg, ${color} 0%, #0f172a 100%)`,
          color: "white",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
          <div
            style={{
              width: 56,
              height: 56,
              borderRadius: 14,
              background: "white",
              color,
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              fontSize: 34,
              fontWeight: 700,
            }}
          >
            S
          </div>
          <div style={{ display: "flex", fontSize: 36, fontWeight: 700 }}>ServiceLoop</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
          <div style={{ display: "flex", fontSize: 28, letterSpacing: 2, textTransform: "uppercase", opacity: 0.85 }}>{eyebrow}</div>
          <div style={{ display: "flex", fontSize: 64, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }}>{title}</div>
          {subtitle && <div style={{ display: "flex", fontSize: 30, opacity: 0.9, maxWidth: 1000 }}>{subtitle}</div>}
        </div>
        <div style={{ display: "flex", fontSize: 28, fontWeight: 600 }}>less churn, more earn</div>
      </div>
    ),
    OG_SIZE,
  );
}
