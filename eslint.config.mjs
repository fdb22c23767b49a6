// The layer rule (issue 42; docs/decisions/layers-ground-floor.md), checked by `npm run lint:layers`
// in `npm test`: the ground floor (lib/foundation) imports no other part of lib/; a business topic
// (every other lib/ folder but the core's wrappers and the adapters) imports neither an adapter
// nor app/; the wrappers (lib/core) import no adapter. Only imports are checked — the code's style
// is the reviewer's and Prettier's business, not this file's.
import tsParser from "@typescript-eslint/parser";

const ADAPTERS = ["portal", "admin", "superadmin", "public", "api"];
const adapterImports = ADAPTERS.flatMap((name) => [`@/lib/${name}`, `@/lib/${name}/*`, `**/lib/${name}/*`]);
const appImports = ["@/app/*", "**/app/*"];
const restricted = (group, message) => ["error", { patterns: [{ group, message }] }];

export default [
  { ignores: ["node_modules/**", ".next*/**", "**/*.d.ts"] },
  {
    files: ["lib/**/*.ts", "lib/**/*.tsx"],
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
    linterOptions: { reportUnusedDisableDirectives: "off" },
  },
  {
    files: ["lib/foundation/**"],
    rules: {
      "no-restricted-imports": restricted(["@/lib/*", "!@/lib/foundation", "@/app/*", "@/components/*"], "The ground floor stands on nothing of lib/: move what it needs down into lib/foundation."),
    },
  },
  {
    files: ["lib/**"],
    ignores: ["lib/foundation/**", ...ADAPTERS.map((name) => `lib/${name}/**`)],
    rules: {
      "no-restricted-imports": restricted([...adapterImports, ...appImports], "A business topic (and the core's wrappers) must not import an adapter (lib/portal, admin, superadmin, public, api) or app/: move the shared piece into lib/foundation or the topic."),
    },
  },
];
