/**
 * WCAG 2.1 contrast of white text on a brand colour (client-safe): the portal puts white
 * text on the primary colour (top bar, buttons), so it must stay readable. 4.5:1 is AA for
 * normal text.
 */
export const MIN_CONTRAST_WITH_WHITE = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Ratio of white (#ffffff) against the colour, from 1 to 21. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

export const formatContrast = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
