/**
 * `npm run test:mutation [-- group …]`: StrykerJS over the security-critical folders, one run
 * per group of folders, each mutant against the tests of its own group only (a mutant in
 * lib/tenancy does not need the whole portal suite to be judged), then the score per folder
 * from each group's last report, kept in git as its incremental baseline
 * (reports/mutation-baseline/<group>.json; HTML in reports/mutation/<group>/).
 * Killed + timed-out over valid mutants (compile errors left out), as Stryker counts; exits
 * non-zero when a folder is below 80 %. `--summary` only prints the last reports' scores.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

/** `label`: score the group's files together under this name instead of per folder. */
type Group = { name: string; mutate: string[]; tests: string[]; label?: string };

const ACTIONS = "tests/integration/actions/**/*.test.ts";
const SCHEDULING_TESTS = [
  "tests/unit/scheduling/**/*.test.ts",
  "tests/integration/scheduling/**/*.test.ts",
  "tests/integration/services/service-requests.test.ts",
  // The REST API's service requests and visit actions read lib/scheduling's keyset page and
  // single-request loaders, which nothing else in the group calls.
  "tests/integration/api/service-requests.test.ts",
  "tests/integration/api/visit-actions.test.ts",
  "tests/integration/money/visit-invoicing.test.ts",
  "tests/integration/portal/**/*.test.ts",
  ACTIONS,
];

/** Module-level schemas and rules of lib/scheduling, scored by their own group (below). */
const SCHEDULING_SCHEMAS = [
  "lib/scheduling/jobs/job-schema.ts",
  "lib/scheduling/service-requests/respond-to-service-request-schema.ts",
  "lib/scheduling/service-requests/service-request-rules.ts",
  "lib/scheduling/service-requests/service-request-schema.ts",
  "lib/scheduling/calendar/time-slots.ts",
  "lib/scheduling/visits/visit-rules.ts",
];

/** The rooms of lib/scheduling whose files were once loose, sliced by file name (below). */
const SCHEDULING_ROOMS = ["jobs", "series", "visits", "calendar", "self-service"].join(",");

/** Each group is small enough for one sitting (~17 mutants a minute on two quiet cores). */
const GROUPS: Group[] = [
  {
    name: "core",
    mutate: ["lib/core/**/*.ts", "lib/foundation/**/*.ts"],
    tests: [
      "tests/unit/core/**/*.test.ts",
      "tests/integration/core/**/*.test.ts",
      ACTIONS,
      "tests/integration/staff-auth/with-staff.test.ts",
      "tests/integration/api/api-core.test.ts",
      "tests/integration/platform/support-view.test.ts",
      "tests/integration/customers/portal-preview.test.ts",
    ],
  },
  {
    name: "tenancy",
    mutate: ["lib/tenancy/**/*.ts"],
    tests: ["tests/unit/parse-host.test.ts", "tests/unit/slug.test.ts", "tests/unit/tenancy.test.ts", "tests/unit/tenancy/**/*.test.ts", "tests/unit/auth/pick-subdomain.test.ts", "tests/integration/tenant-lookup.test.ts", "tests/integration/tenancy/**/*.test.ts"],
  },
  {
    name: "identity-customer",
    mutate: ["lib/identity/customer/**/*.ts"],
    tests: [
      "tests/unit/portal-auth/**/*.test.ts",
      "tests/unit/validation/**/*.test.ts",
      "tests/integration/portal-auth/**/*.test.ts",
      "tests/integration/security/**/*.test.ts",
      "tests/integration/customers/portal-*.test.ts",
      "tests/integration/customers/customer-welcome.test.ts",
      "tests/integration/api/api-core.test.ts",
      "tests/integration/api/customers.test.ts",
      "tests/integration/core/route-wrappers.test.ts",
      "tests/integration/portal/same-business-isolation.test.ts",
      ACTIONS,
    ],
  },
  {
    // The permission tables are module-level (static) code: each mutant runs the whole group, so
    // the group is the tests that read the tables, quick enough to run 60 times.
    name: "permissions",
    mutate: ["lib/identity/permissions.ts"],
    tests: ["tests/unit/auth/**/*.test.ts", "tests/integration/staff-auth/**/*.test.ts"],
  },
  {
    name: "identity-staff",
    mutate: ["lib/identity/staff/**/*.ts"],
    tests: [
      "tests/unit/auth/**/*.test.ts",
      "tests/integration/staff-auth/**/*.test.ts",
      "tests/integration/security/**/*.test.ts",
      "tests/integration/platform/support-view.test.ts",
      "tests/integration/customers/customer-list.test.ts",
      ACTIONS,
    ],
  },
  {
    // The customer-facing operations issue 16 named (a customer must see and change only their
    // own rows): a slice of `operations` small enough for one sitting, scored as one entry.
    name: "customer-operations",
    label: "customer-facing operations",
    mutate: [
      "lib/contracts/sign-contract.ts",
      "lib/contracts/contract-query.ts",
      "lib/contracts/list-customer-contracts.ts",
      "lib/money/invoices/get-customer-invoice.ts",
      "lib/money/invoices/list-customer-invoices.ts",
      "lib/catalog/list-customer-subscriptions.ts",
      "lib/scheduling/jobs/job-query.ts",
      "lib/notifications/list-customer-notifications.ts",
      "lib/notifications/mark-notifications-read.ts",
      "lib/quotes/list-customer-quotes.ts",
    ],
    tests: [
      "tests/integration/portal/**/*.test.ts",
      "tests/integration/money/quotes-contracts.test.ts",
      "tests/integration/money/invoice-credits.test.ts",
      "tests/integration/customers/portal-preview.test.ts",
      ACTIONS,
    ],
  },
  {
    // Money that moves: card payments, refunds, credits, autopay, Stripe onboarding and events,
    // the ledger, and the document arithmetic and numbering they rely on (lib/money's parts; its
    // invoices and statements are scored with the operations, its deposits on their own).
    name: "money",
    mutate: ["documents", "ledger", "payments", "autopay", "credits", "refunds", "stripe", "stripe-events"].map((part) => `lib/money/${part}/**/*.ts`),
    tests: ["tests/unit/payments/**/*.test.ts", "tests/unit/invoices/**/*.test.ts", "tests/unit/money/**/*.test.ts", "tests/integration/money/**/*.test.ts", ACTIONS],
  },
  {
    // A quote's deposits (issue 37 item 3): recorded by staff or by card, credited to the first
    // invoice, refunded before it is issued (partly or whole) and after.
    name: "deposits",
    mutate: ["lib/money/deposits/**/*.ts", "lib/quotes/create-deposit-checkout.ts"],
    tests: [
      "tests/integration/money/quote-deposits.test.ts",
      "tests/integration/money/deposit-guards-exact.test.ts",
      "tests/integration/money/deposit-partial-refunds.test.ts",
      "tests/integration/money/quote-deposit-checkout.test.ts",
      "tests/integration/money/quote-conversions.test.ts",
      "tests/integration/money/customer-statements.test.ts",
    ],
  },
  {
    // Online booking's money (issue 39): the price calculator and its rule schema, quotes of a
    // price, a rule's writes, and a booking's price, first visit and slot claim.
    name: "booking",
    mutate: ["lib/booking/pricing/**/*.ts", "lib/booking/bookings/create-booking.ts", "lib/booking/availability/claim-slot.ts", "lib/booking/availability/free-slots-core.ts"],
    tests: ["tests/unit/booking/**/*.test.ts", "tests/integration/booking/**/*.test.ts", "tests/integration/api/price-quotes.test.ts", "tests/integration/services/service-pricing.test.ts"],
  },
  {
    // A booking's deposit or card on Stripe (issue 39 item 3): what waits for the webhook, the
    // booking made from it exactly once, the paying browser's claim, the deposit's credit.
    name: "booking-checkout",
    mutate: ["lib/booking/checkout/**/*.ts", "lib/booking/bookings/prepare-booking.ts", "lib/money/deposits/credit-booking-deposits.ts"],
    tests: ["tests/integration/booking/booking-deposit.test.ts", "tests/integration/booking/book-route.test.ts"],
    label: "lib/booking/checkout",
  },
  // Jobs, visits, recurrence, the calendar, reschedule and pause requests, reminders (~4,000
  // lines): issue 16 names scheduling on its own. Seven groups, each one sitting (a stopped run
  // leaves no report): the request/pause/photo/recurrence sub-folders, the schemas and rules,
  // then the jobs and visits themselves in five slices by file name; all score as lib/scheduling.
  {
    name: "scheduling-requests",
    mutate: ["customer-pause", "recurrence", "reminders", "reschedule-requests", "service-requests", "visit-photos"].map((f) => `lib/scheduling/${f}/**/*.ts`)
      .concat(SCHEDULING_SCHEMAS.map((file) => `!${file}`)),
    tests: SCHEDULING_TESTS,
  },
  {
    // The schemas and rules are module-level code: with ignoreStatic off, each of their mutants
    // ran all of SCHEDULING_TESTS (the portal and action suites on a database), 1–4 mutants a
    // minute. As with the permission tables, their group is the unit tests that parse them.
    name: "scheduling-schemas",
    mutate: SCHEDULING_SCHEMAS,
    tests: ["tests/unit/scheduling/**/*.test.ts", "tests/unit/validation/**/*.test.ts"],
  },
  // Five groups of ~300–700 lines each: even beside a CI run, one finishes in a sitting.
  ...["a-e", "f-j", "k-l", "m-r", "s-z"].map((letters) => ({
    name: `scheduling-visits-${letters}`,
    mutate: [`lib/scheduling/{${SCHEDULING_ROOMS}}/[${letters}]*.ts`, ...SCHEDULING_SCHEMAS.map((file) => `!${file}`)],
    tests: SCHEDULING_TESTS,
  })),
  {
    name: "operations",
    mutate: ["quotes", "contracts", "money/invoices", "money/statements", "messaging", "notifications", "catalog", "customers", "files"]
      .map((f) => `lib/${f}/**/*.ts`)
      .concat("!lib/quotes/create-deposit-checkout.ts"),
    tests: [
      "tests/unit/portal/**/*.test.ts",
      "tests/unit/status/**/*.test.ts",
      "tests/integration/portal/**/*.test.ts",
      "tests/integration/storage.test.ts",
      "tests/integration/mark-overdue-invoices.test.ts",
      ACTIONS,
    ],
  },
];

const THRESHOLD = 80;
const args = process.argv.slice(2);
const summaryOnly = args.includes("--summary");
const chosen = args.filter((a) => !a.startsWith("--"));
const groups = chosen.length ? GROUPS.filter((g) => chosen.includes(g.name)) : GROUPS;

if (!summaryOnly) {
  for (const group of groups) {
    const started = Date.now();
    console.log(`\n=== mutation group ${group.name}: ${group.mutate.join(" ")}`);
    const result = spawnSync("npx", ["stryker", "run", "--mutate", group.mutate.join(",")], {
      stdio: "inherit",
      env: { ...process.env, MUTATION_GROUP: group.name, MUTATION_TESTS: group.tests.join(",") },
    });
    console.log(`=== ${group.name}: ${Math.round((Date.now() - started) / 1000)} s`);
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

type Mutant = { status: string };
const folders = new Map<string, Record<string, number>>();
for (const group of GROUPS) {
  // The incremental baseline is the group's last full report (stryker.config.mjs), kept in git.
  const file = `reports/mutation-baseline/${group.name}.json`;
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as { files: Record<string, { mutants: Mutant[] }> };
  for (const [path, { mutants }] of Object.entries(report.files)) {
    // lib/identity is scored per sub-folder (customer, staff): they are two groups.
    const parts = path.split("/");
    const folder = group.label ?? parts.slice(0, parts[1] === "identity" && parts.length >= 3 ? 3 : 2).join("/");
    const counts = folders.get(folder) ?? {};
    for (const m of mutants) counts[m.status] = (counts[m.status] ?? 0) + 1;
    folders.set(folder, counts);
  }
}
const score = (c: Record<string, number>) => {
  const detected = (c.Killed ?? 0) + (c.Timeout ?? 0);
  const valid = detected + (c.Survived ?? 0) + (c.NoCoverage ?? 0);
  return { detected, valid, pct: valid ? (100 * detected) / valid : 100 };
};
let below = 0;
console.log("\nMutation score per folder (killed+timeout / valid mutants):");
for (const [folder, counts] of [...folders].sort()) {
  const s = score(counts);
  if (s.pct < THRESHOLD) below++;
  console.log(`  ${folder.padEnd(20)} ${s.pct.toFixed(1).padStart(5)} %  (${s.detected}/${s.valid}; survived ${counts.Survived ?? 0}, no coverage ${counts.NoCoverage ?? 0})`);
}
if (below) {
  console.error(`${below} folder(s) below ${THRESHOLD} %`);
  process.exit(1);
}
