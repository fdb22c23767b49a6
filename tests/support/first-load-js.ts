import { gzipSync } from "node:zlib";

/**
 * First-load JS of a page: every script its HTML loads, fetched and gzipped. Legacy-browser
 * polyfills (`nomodule`) are left out — the browsers we serve never load them. Shared by
 * `npm run bench` (which prints the figures) and the budget spec (which fails past them).
 */
export function firstLoadScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]).filter((attrs) => !/\bnomodule\b/i.test(attrs));
  return [...new Set(tags.map((attrs) => /\ssrc="([^"]+\.js)"/.exec(attrs)?.[1]).filter((src): src is string => Boolean(src)))];
}

export type FirstLoadJs = { scripts: number; raw: number; gzip: number };

export async function measureFirstLoadJs(html: string, fetchScript: (src: string) => Promise<Buffer>): Promise<FirstLoadJs> {
  const scripts = firstLoadScripts(html);
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const bytes = await fetchScript(src);
    raw += bytes.byteLength;
    gzip += gzipSync(bytes).byteLength;
  }
  return { scripts: scripts.length, raw, gzip };
}
