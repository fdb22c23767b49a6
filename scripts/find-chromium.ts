import fs from "node:fs";

/**
 * Finds a Chromium for the browser tests: CHROMIUM_PATH, then Debian's /usr/bin/chromium,
 * then Playwright's own download. Returns null when there is none.
 */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  return null;
}

export const CHROMIUM_HELP =
  "No Chromium found for the browser tests. Install Debian's package (`sudo apt-get install -y chromium`), " +
  "or set CHROMIUM_PATH to a Chromium/Chrome binary, or run `npx playwright install chromium` where downloads work.";
