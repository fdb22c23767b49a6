import { execFileSync } from "node:child_process";
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "@/components/icons";
import * as menuModule from "lucide-react/icons/menu";
import type { IconNode } from "@/components/icons/make-icon";
import { usedIconNames } from "../../../scripts/generate-icons";

/**
 * The app's icons (components/icons): compact SVG with lucide's own paths, hidden from
 * assistive technology unless labelled, and the only way the app uses lucide.
 */
/** lucide's own data for the menu icon (its module exports it beside the component; untyped). */
const menuData = (menuModule as unknown as { __iconData: { node: IconNode } }).__iconData;

describe("icons", () => {
  it("render lucide's paths in a compact svg, the presentation in the icon class", () => {
    const html = renderToStaticMarkup(<icons.Menu className="size-4" />);
    expect(html).toBe(`<svg viewBox="0 0 24 24" aria-hidden="true" class="icon size-4">${menuData.node.map(([, a]) => `<path d="${a.d}"></path>`).join("")}</svg>`);
    expect(renderToStaticMarkup(<icons.Menu />)).toMatch(/^<svg viewBox="0 0 24 24" aria-hidden="true" class="icon">/);
  });

  it("keep the attributes they are given and stay visible to assistive technology when labelled", () => {
    const labelled = renderToStaticMarkup(<icons.Menu aria-label="Menu" data-testid="m" />);
    expect(labelled).not.toContain("aria-hidden");
    expect(labelled).toContain('aria-label="Menu"');
    expect(labelled).toContain('data-testid="m"');
    expect(renderToStaticMarkup(<icons.Menu role="img" />)).not.toContain("aria-hidden");
    expect(renderToStaticMarkup(<icons.Menu aria-hidden={false} />)).toContain('aria-hidden="false"');
  });

  it("follow lucide's alias names to the icon they stand for", () => {
    for (const name of ["AlertTriangle", "XCircle", "CheckIcon", "ChevronDownIcon"] as const) {
      expect(renderToStaticMarkup(React.createElement(icons[name])), name).toMatch(/<svg viewBox="0 0 24 24" aria-hidden="true" class="icon">(<(path|circle|rect|line|polyline)[^>]*><\/\2>)+<\/svg>/);
    }
  });

  it("are the only use of lucide-react, and the module holds exactly the icons the code imports (npm run icons)", () => {
    let direct = "";
    try {
      direct = execFileSync("grep", ["-rlE", 'from "lucide-react', "components", "app", "lib", "pages"], { encoding: "utf8" });
    } catch {
      direct = ""; // grep exits 1 when nothing matches
    }
    expect(direct.split("\n").filter((f) => f && !f.startsWith("components/icons/"))).toEqual([]);
    const exported = Object.keys(icons).sort();
    expect(exported).toEqual(usedIconNames());
  });
});
