/**
 * `cn()` only joins class names (clsx); it does not merge Tailwind utilities, so that
 * tailwind-merge stays out of every page's JavaScript. That is safe only while no element is
 * given two utilities that set the same property (`p-2` and `p-4`): then the stylesheet's order,
 * not the call's, would decide. This test reads the source and finds every such pair, judged by
 * tailwind-merge itself (a devDependency, used only here):
 *   - inside one `cn(...)` call, over every combination of its branches (a ternary's two sides,
 *     an `&&`'s presence or absence), and
 *   - between a component's own classes (its `cn("…", className)`) and the classes each caller
 *     passes in `className`.
 * The kit's looks are component classes (`ui-btn`, `ui-card`, app/globals.css, in the
 * components layer), so a caller's utility wins over them by cascade layer, not by merging.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "@/lib/utils";

const ROOTS = ["app", "components", "lib", "pages"];
const MAX_COMBINATIONS = 256;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The file being read's top-level `const name = …` initialisers, so `${linkClass} flex` is read too. */
let constants = new Map<string, ts.Expression>();

function topLevelConstants(file: ts.SourceFile) {
  const found = new Map<string, ts.Expression>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) found.set(declaration.name.text, declaration.initializer);
    }
  }
  return found;
}

/** Every class string an expression can produce; unknown (dynamic) parts count as "". */
function alternatives(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isIdentifier(node)) {
    const value = constants.get(node.text);
    return value && (ts.isStringLiteralLike(value) || ts.isTemplateExpression(value)) ? alternatives(value) : [""];
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return alternatives(node.expression);
  if (ts.isConditionalExpression(node)) return [...alternatives(node.whenTrue), ...alternatives(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return ["", ...alternatives(node.right)];
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) {
      return [...alternatives(node.left), ...alternatives(node.right)];
    }
  }
  if (ts.isTemplateExpression(node)) {
    let combos = [node.head.text];
    for (const span of node.templateSpans) {
      combos = product(combos, alternatives(span.expression), "").map((c) => c + span.literal.text);
    }
    return combos;
  }
  if (ts.isCallExpression(node) && isJoinCall(node)) return joined(node.arguments);
  if (ts.isArrayLiteralExpression(node)) return joined(node.elements);
  if (ts.isObjectLiteralExpression(node)) {
    return joined(
      node.properties.flatMap((p) =>
        ts.isPropertyAssignment(p) && (ts.isStringLiteral(p.name) || ts.isIdentifier(p.name))
          ? [ts.factory.createBinaryExpression(p.initializer, ts.SyntaxKind.AmpersandAmpersandToken, ts.factory.createStringLiteral(p.name.text))]
          : [],
      ),
    );
  }
  return [""];
}

function product(left: string[], right: string[], separator = " "): string[] {
  const out: string[] = [];
  for (const a of left) for (const b of right) if (out.length < MAX_COMBINATIONS) out.push(`${a}${separator}${b}`);
  return out;
}

function joined(args: readonly ts.Expression[]): string[] {
  return args.reduce<string[]>((combos, arg) => product(combos, alternatives(arg)), [""]);
}

function isJoinCall(node: ts.CallExpression): boolean {
  return ts.isIdentifier(node.expression) && ["cn", "clsx"].includes(node.expression.text);
}

/** The classes tailwind-merge would drop from `classes`: each one is overridden by a later one. */
function conflicts(classes: string): string[] {
  const list = [...new Set(classes.split(/\s+/).filter(Boolean))];
  const kept = new Set(twMerge(list.join(" ")).split(" "));
  return list.filter((c) => !kept.has(c));
}

type Finding = { where: string; classes: string; dropped: string[] };

function lineOf(file: ts.SourceFile, node: ts.Node) {
  return `${file.fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
}

function parse(file: string) {
  return ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

const files = ROOTS.flatMap((root) => sourceFiles(root)).map(parse);

/** A component's own classes: the other arguments of the `cn(...)` call that takes its `className`. */
function ownClassesByComponent(sources: ts.SourceFile[]): Map<string, string[]> {
  const own = new Map<string, string[]>();
  for (const file of sources) {
    const visit = (node: ts.Node, component?: string) => {
      const name =
        ts.isFunctionDeclaration(node) && node.name
          ? node.name.text
          : ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /^[A-Z]/.test(node.name.text)
            ? node.name.text
            : component;
      if (name && ts.isCallExpression(node) && isJoinCall(node)) {
        // `className`, or a part's own prop such as SideDrawer's `headerClassName`.
        const isProp = (a: ts.Expression) => ts.isIdentifier(a) && /^(className|[a-z]+ClassName)$/.test(a.text);
        for (const prop of node.arguments.filter(isProp)) {
          const key = `${name}.${(prop as ts.Identifier).text}`;
          own.set(key, [...(own.get(key) ?? []), ...joined(node.arguments.filter((a) => !isProp(a)))]);
        }
      }
      ts.forEachChild(node, (child) => visit(child, name));
    };
    visit(file);
  }
  return own;
}

function findConflicts(sources: ts.SourceFile[]): Finding[] {
  const findings: Finding[] = [];
  const own = ownClassesByComponent(sources);
  for (const file of sources) {
    constants = topLevelConstants(file);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && isJoinCall(node)) {
        for (const classes of joined(node.arguments)) {
          const dropped = conflicts(classes);
          if (dropped.length) findings.push({ where: lineOf(file, node), classes: classes.trim(), dropped });
        }
      }
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && ts.isIdentifier(node.tagName)) {
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute)) continue;
          const base = own.get(`${node.tagName.text}.${attribute.name.getText(file)}`);
          const value = attribute.initializer;
          const passed = !value
            ? []
            : ts.isStringLiteral(value)
              ? [value.text]
              : ts.isJsxExpression(value) && value.expression
                ? alternatives(value.expression)
                : [];
          // A template or constant given as className (a cn() call is checked above).
          if (attribute.name.getText(file) === "className" && value && ts.isJsxExpression(value) && value.expression && !ts.isCallExpression(value.expression)) {
            for (const classes of passed) {
              const dropped = conflicts(classes);
              if (dropped.length) findings.push({ where: lineOf(file, node), classes: classes.trim(), dropped });
            }
          }
          for (const mine of base ?? []) {
            for (const theirs of passed) {
              const dropped = conflicts(`${mine} ${theirs}`);
              if (dropped.length) findings.push({ where: lineOf(file, node), classes: `${mine} | ${theirs}`, dropped });
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return findings;
}

describe("class names without tailwind-merge", () => {
  it("cn joins its arguments as given, without merging", () => {
    expect(cn("p-2", false && "x", { "p-4": true }, ["text-sm"])).toBe("p-2 p-4 text-sm");
  });

  it("the judge sees a conflict when one utility overrides another", () => {
    expect(conflicts("p-2 text-sm p-4")).toEqual(["p-2"]);
    expect(conflicts("ui-btn px-3 text-sm")).toEqual([]);
  });

  it("reads a ternary's two sides and an && as present or absent", () => {
    const source = ts.createSourceFile("y.tsx", 'cn("p-2", a ? "p-4" : "m-1", b && "text-sm")', ts.ScriptTarget.Latest, true);
    const call = (source.statements[0] as ts.ExpressionStatement).expression as ts.CallExpression;
    expect(joined(call.arguments).map((c) => c.trim().replace(/\s+/g, " "))).toEqual([
      "p-2 p-4",
      "p-2 p-4 text-sm",
      "p-2 m-1",
      "p-2 m-1 text-sm",
    ]);
  });

  it("finds a caller's utility that fights a component's own, and one inside a call", () => {
    const source = (name: string, text: string) => ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const found = findConflicts([
      source("box.tsx", 'function Box({ className, headerClassName }) { return <div className={cn("p-2 flex", className)}><h2 className={cn("m-1", headerClassName)} /></div>; }'),
      source("page.tsx", 'const a = <Box className="p-4 grid" headerClassName="m-3" />; const b = cn("text-sm", big && "text-lg");'),
      source("link.tsx", 'const look = "block py-2"; const c = <a className={`${look} flex`} />;'),
    ]);
    expect(found.map((f) => [f.where, f.dropped])).toEqual([
      ["page.tsx:1", ["p-2", "flex"]],
      ["page.tsx:1", ["m-1"]],
      ["page.tsx:1", ["text-sm"]],
      ["link.tsx:1", ["block"]],
    ]);
  });

  it("no element gets two utilities for the same property, in one call or from its caller", () => {
    expect(findConflicts(files)).toEqual([]);
  });
});
