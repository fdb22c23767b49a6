import type { CSSProperties } from "react";
import { isHexColor } from "@/lib/validation/color";

/** Picks black or white text for a background colour, by its relative luminance. */
export function readableTextOn(hex: string): "#000000" | "#ffffff" {
  if (!isHexColor(hex)) return "#ffffff";
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.4 ? "#000000" : "#ffffff";
}

/**
 * The same variables as one `:root{…}` rule, for a <style> element: dialogs, popovers and toasts
 * render at the end of <body>, outside any wrapper, so the brand goes on :root. Only validated hex
 * colours are emitted (brandStyle), so nothing from the database reaches the CSS unchecked.
 */
export function brandRootRule(business: { themePrimaryColor: string; themeSecondaryColor: string }): string {
  const vars = Object.entries(brandStyle(business)).map(([name, value]) => `${name}:${value}`);
  return `:root{${vars.join(";")}}`;
}

/** CSS variables that theme a portal in its business's colours (falls back to the spec default). */
export function brandStyle(business: { themePrimaryColor: string; themeSecondaryColor: string }): CSSProperties {
  const primary = isHexColor(business.themePrimaryColor) ? business.themePrimaryColor : "#1e40af";
  const secondary = isHexColor(business.themeSecondaryColor) ? business.themeSecondaryColor : "#f3f4f6";
  return {
    ["--brand" as string]: primary,
    ["--brand-foreground" as string]: readableTextOn(primary),
    ["--brand-secondary" as string]: secondary,
    ["--primary" as string]: primary,
    ["--primary-foreground" as string]: readableTextOn(primary),
  };
}
