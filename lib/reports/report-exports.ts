import "server-only";
import type { BusinessScope } from "@/lib/foundation/scope";
import { atRiskCustomers } from "./at-risk-customers";
import { invoiceAging } from "./invoice-aging";
import type { ReportContext } from "./load-reports";
import { monthlyRecurringRevenue } from "./monthly-recurring-revenue";
import { locationsSideBySide } from "./locations-side-by-side";
import { agingCsv, atRiskCsv, locationsCsv, cohortsCsv, employeesCsv, mrrCsv, retentionCsv, revenueCsv, servicesCsv } from "./report-csv";
import { retentionByMonth } from "./retention-by-month";
import { retentionCohorts } from "./retention-cohorts";
import { revenueByMonth } from "./revenue-by-month";
import { revenueByService } from "./revenue-by-service";
import { visitsByEmployee } from "./visits-by-employee";

type Export = (scope: BusinessScope, ctx: ReportContext) => Promise<string>;

/** Every report's CSV by its URL name; each runs only its own query. */
export const REPORT_EXPORTS: Record<string, Export> = {
  revenue: async (scope, ctx) => revenueCsv(await revenueByMonth(scope, ctx.range)),
  services: async (scope, ctx) => servicesCsv(await revenueByService(scope, ctx.range, ctx.timeZone)),
  retention: async (scope, ctx) => retentionCsv(await retentionByMonth(scope, ctx.range)),
  cohorts: async (scope, ctx) => cohortsCsv(await retentionCohorts(scope, ctx.range), ctx.range.to),
  mrr: async (scope, ctx) => mrrCsv(await monthlyRecurringRevenue(scope, ctx.range, ctx)),
  employees: async (scope, ctx) => employeesCsv(await visitsByEmployee(scope, ctx.range, ctx.timeZone)),
  "ar-aging": async (scope, ctx) => agingCsv(await invoiceAging(scope, ctx.today)),
  "at-risk": async (scope, ctx) => atRiskCsv(await atRiskCustomers(scope, ctx.today)),
  locations: async (scope, ctx) => locationsCsv(await locationsSideBySide(scope, ctx.range, ctx.timeZone)),
};
