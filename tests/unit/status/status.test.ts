import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { contractStatusDisplay } from "@/lib/status/contract-status";
import { invoiceStatusDisplay } from "@/lib/status/invoice-status";
import { jobStatusDisplay } from "@/lib/status/job-status";
import { quoteStatusDisplay } from "@/lib/status/quote-status";
import { STATUS_TONES } from "@/lib/status/tones";

describe("jobStatusDisplay", () => {
  it.each([
    ["scheduled", "SCHEDULED", "yellow"],
    ["in_progress", "IN PROGRESS", "blue"],
    ["completed", "COMPLETED", "green"],
    ["cancelled", "CANCELLED", "red"],
    ["on_hold", "ON HOLD", "neutral"],
    ["constructor", "CONSTRUCTOR", "neutral"],
    [null, "UNKNOWN", "neutral"],
  ])("%j → %s (%s)", (status, label, tone) => {
    const display = jobStatusDisplay(status);
    expect(display).toEqual({ label, tone, className: STATUS_TONES[tone as keyof typeof STATUS_TONES] });
  });

  it("uses the spec's colours as Tailwind classes", () => {
    expect(jobStatusDisplay("completed").className).toContain("bg-green-100 text-green-800");
    expect(jobStatusDisplay("in_progress").className).toContain("bg-blue-100 text-blue-800");
    expect(jobStatusDisplay("scheduled").className).toContain("bg-yellow-100 text-yellow-800");
    expect(jobStatusDisplay("cancelled").className).toContain("bg-red-100 text-red-800");
  });
});

describe("quoteStatusDisplay", () => {
  it.each([
    ["sent", "Pending Response", "yellow"],
    ["draft", "Draft", "neutral"],
    ["approved", "Approved", "green"],
    ["declined", "Declined", "red"],
    ["expired", "Expired", "neutral"],
    ["under_review", "Under review", "neutral"],
    [undefined, "Draft", "neutral"],
  ])("%j → %s (%s)", (status, label, tone) => {
    expect(quoteStatusDisplay(status)).toMatchObject({ label, tone });
  });
});

describe("invoiceStatusDisplay", () => {
  it.each([
    ["draft", "DRAFT", "neutral"],
    ["pending", "PENDING", "yellow"],
    ["paid", "PAID", "green"],
    ["overdue", "OVERDUE", "red"],
    [null, "DRAFT", "neutral"],
    ["", "DRAFT", "neutral"],
    ["void", "VOID", "neutral"],
  ])("%j → %s (%s)", (status, label, tone) => {
    expect(invoiceStatusDisplay(status)).toMatchObject({ label, tone });
  });

  it("gives each known status its own colour", () => {
    const classes = ["draft", "pending", "paid", "overdue"].map((s) => invoiceStatusDisplay(s).className);
    expect(new Set(classes).size).toBe(4);
  });
});

describe("contractStatusDisplay", () => {
  it.each([
    ["draft", "Draft", "neutral"],
    ["sent", "Awaiting Signature", "yellow"],
    ["signed", "Signed", "green"],
    ["expired", "Expired", "red"],
    ["toString", "ToString", "neutral"],
    [null, "Draft", "neutral"],
  ])("%j → %s (%s)", (status, label, tone) => {
    expect(contractStatusDisplay(status)).toMatchObject({ label, tone });
  });
});

// WCAG AA contrast, computed from the colours Tailwind 4 actually ships (oklch in theme.css).
const themeCss = readFileSync(createRequire(import.meta.url).resolve("tailwindcss/theme.css"), "utf8");

function linearRgb(name: string): [number, number, number] {
  const match = new RegExp(`--color-${name}:\\s*oklch\\(([\\d.]+)%\\s+([\\d.]+)\\s+([\\d.]+)\\)`).exec(themeCss);
  if (!match) throw new Error(`colour ${name} not found in tailwindcss/theme.css`);
  const L = Number(match[1]) / 100;
  const C = Number(match[2]);
  const h = (Number(match[3]) * Math.PI) / 180;
  const a = C * Math.cos(h);
  const b = C * Math.sin(h);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  return [
    clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clamp(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

function luminance(name: string): number {
  const [r, g, b] = linearRgb(name);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe("status colours meet WCAG AA", () => {
  it("the conversion is sane (white-ish vs black-ish)", () => {
    expect(luminance("gray-50")).toBeGreaterThan(0.9);
    expect(luminance("gray-950")).toBeLessThan(0.02);
  });

  it.each(Object.entries(STATUS_TONES))("%s: %s", (_tone, className) => {
    const bg = /bg-([a-z]+-\d+)/.exec(className)?.[1];
    const fg = /text-([a-z]+-\d+)/.exec(className)?.[1];
    expect(bg && fg).toBeTruthy();
    const [light, dark] = [luminance(bg!), luminance(fg!)].sort((x, y) => y - x);
    const ratio = (light + 0.05) / (dark + 0.05);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});
