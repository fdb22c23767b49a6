/**
 * `npm run icons`: writes components/icons/, the lucide icons the app imports from
 * "@/components/icons": one module per icon with its path data copied from lucide-react (an
 * alias module followed to the icon it names) and an index of re-exports. Run it after using a
 * new icon; the icons test fails until then.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = process.cwd();
const iconsDir = path.join(root, "node_modules/lucide-react/dist/esm/icons");
const TYPES = new Set(["IconComponent"]);

/** Every name imported from the icon module anywhere in the app. */
export function usedIconNames(): string[] {
  const out = execFileSync("grep", ["-rlE", 'from "@/components/icons"', "components", "app", "lib", "pages"], { cwd: root, encoding: "utf8" });
  const names = new Set<string>();
  for (const file of out.split("\n").filter((f) => f && !f.startsWith("components/icons/"))) {
    const source = fs.readFileSync(path.join(root, file), "utf8");
    for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@\/components\/icons";/g)) {
      for (const part of match[1].split(",")) {
        const name = part.replace(/^\s*type\s+/, "").split(" as ")[0].trim();
        if (name && !TYPES.has(name)) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/** lucide's file name for a component name: `ChevronDownIcon` → chevron-down, `XCircle` → x-circle. */
function fileNameOf(name: string): string {
  const bare = name.endsWith("Icon") ? name.slice(0, -4) : name;
  return bare.replace(/(?<=[A-Za-z0-9])([A-Z])/g, "-$1").replace(/(?<=[A-Za-z])([0-9])/g, "-$1").toLowerCase();
}

/** Follows an alias module (`export { default } from './other.mjs'`) to the icon's own module. */
function canonical(file: string): string {
  const full = path.join(iconsDir, `${file}.mjs`);
  if (!fs.existsSync(full)) throw new Error(`lucide-react has no icon ${file}`);
  const alias = /export \{ default \} from '\.\/([^']+)\.mjs'/.exec(fs.readFileSync(full, "utf8"));
  return alias ? canonical(alias[1]) : file;
}

/** A component name's own file: `ChevronDownIcon` → chevron-down-icon.ts. */
function moduleFileOf(name: string): string {
  return name.replace(/(?<=[A-Za-z0-9])([A-Z])/g, "-$1").replace(/(?<=[A-Za-z])([0-9])/g, "-$1").toLowerCase();
}

/** The icon's path data, read from lucide-react's module of that icon. */
async function iconNodeOf(file: string): Promise<unknown> {
  const iconModule = (await import(path.join(iconsDir, `${file}.mjs`))) as { __iconData: { node: unknown } };
  return iconModule.__iconData.node;
}

async function main() {
  const names = usedIconNames();
  const dir = path.join(root, "components/icons");
  // One module per icon and an index of re-exports: with components/icons/package.json's
  // "sideEffects": false the bundler leaves out every icon a page does not import.
  for (const file of fs.readdirSync(dir)) if (file.endsWith(".ts") && !["index.ts", "make-icon.ts"].includes(file)) fs.rmSync(path.join(dir, file));
  for (const name of names) {
    const file = canonical(fileNameOf(name));
    // lucide's path data, copied: importing lucide-react's module would also bring its own icon
    // component and runtime into every page's JavaScript, which ours replaces.
    const node = JSON.stringify(await iconNodeOf(file));
    fs.writeFileSync(
      path.join(dir, `${moduleFileOf(name)}.ts`),
      [
        `// Written by \`npm run icons\` (scripts/generate-icons.ts): lucide's "${file}" (ISC licence, lucide.dev).`,
        'import type { SVGProps } from "react";',
        'import { renderIcon, type IconNode } from "./make-icon";',
        "",
        `const node: IconNode = ${node};`,
        "",
        `export function ${name}(props: SVGProps<SVGSVGElement>) {`,
        "  return renderIcon(node, props);",
        "}",
        "",
      ].join("\n"),
    );
  }
  const lines = [
    "/**",
    " * The lucide icons the app uses, as compact server-safe SVG components (make-icon.ts), one",
    " * module each. Import icons from here, never from lucide-react. Written by `npm run icons`",
    " * from the names the code imports.",
    " */",
    'export type { IconComponent } from "./make-icon";',
    ...names.map((name) => `export { ${name} } from "./${moduleFileOf(name)}";`),
    "",
  ];
  fs.writeFileSync(path.join(dir, "index.ts"), lines.join("\n"));
  console.log(`${names.length} icons written to components/icons/`);
}

if (process.argv[1]?.endsWith("generate-icons.ts")) await main();
