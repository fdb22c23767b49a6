import { createElement, type ComponentType, type SVGProps } from "react";

/** An icon's elements as lucide describes them: `[tag, attributes]`, each with a React key. */
export type IconNode = ReadonlyArray<readonly [string, Readonly<Record<string, string>>]>;

export type IconComponent = ComponentType<SVGProps<SVGSVGElement>>;

const LABELLING_PROPS = ["aria-label", "aria-labelledby", "role"] as const;

/**
 * A lucide icon as a plain `<svg viewBox class="icon">` with its paths: lucide-react's own
 * component writes nine presentation attributes on every icon (size, fill, stroke, widths, caps,
 * joins, xmlns), ~200 bytes each time in the HTML; the `icon` class in app/globals.css sets the
 * same once (issue 15: HTML of a portal page ≤ 35 kB). Not a client component, so a server
 * component's icon is markup in the flight data, not lucide's client component with its data.
 * Like lucide's, it is hidden from assistive technology unless it is given a label or role.
 */
export function renderIcon(node: IconNode, { className, ...props }: SVGProps<SVGSVGElement>) {
  const labelled = LABELLING_PROPS.some((name) => props[name] !== undefined);
  return createElement(
    "svg",
    { viewBox: "0 0 24 24", "aria-hidden": labelled ? undefined : true, ...props, className: className ? `icon ${className}` : "icon" },
    node.map(([tag, { key, ...attributes }]) => createElement(tag, { key, ...attributes })),
  );
}
