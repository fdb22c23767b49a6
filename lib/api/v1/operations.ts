import type { ApiOperation } from "@/lib/api/openapi/define-operation";
import { getBusinessOperation } from "./business/business-schema";
import {
  createConversationMessageOperation,
  listConversationMessagesOperation,
  listConversationsOperation,
} from "./conversations/conversation-schema";
import { acceptServiceRequestOperation, declineServiceRequestOperation, listServiceRequestsOperation } from "./service-requests/service-request-schema";
import { createServiceOperation, getServiceOperation, listServicesOperation, updateServiceOperation } from "./services/service-schema";
import { applyCreditOperation, createInvoiceOperation, getInvoiceOperation, listInvoicesOperation, recordPaymentOperation, sendInvoiceOperation } from "./money/invoice-api";
import { createQuoteOperation, getQuoteOperation, listQuotesOperation, sendQuoteOperation } from "./money/quote-api";
import { createContractFromQuoteOperation, createInvoiceFromQuoteOperation, createJobFromQuoteOperation } from "./money/quote-conversion-api";
import { createContractOperation, listContractsOperation, sendContractOperation } from "./money/contract-api";
import { getCustomerLedgerOperation } from "./money/ledger-api";
import { refundPaymentOperation } from "./money/refund-api";
import { createJobOperation, getJobOperation, listJobsOperation, updateJobOperation } from "./jobs/jobs-schema";
import { cancelVisitOperation, completeVisitOperation, listVisitsOperation, rescheduleVisitOperation, skipVisitOperation } from "./visits/visits-schema";
import { createWebhookEndpointOperation, deleteWebhookEndpointOperation, listWebhookDeliveriesOperation, listWebhookEndpointsOperation } from "./webhooks/webhook-api";
import { agingReportOperation, retentionReportOperation, revenueReportOperation } from "./reports/report-api";
import { listBookingsOperation } from "./booking/booking-api";
import { listLeadsOperation } from "./booking/lead-api";
import { createPriceQuoteOperation } from "./booking/price-quote-api";
import { createLocationOperation, getLocationOperation, listLocationsOperation, updateLocationOperation } from "./locations/location-api";
import { createCustomerOperation, getCustomerOperation, inviteCustomerOperation, listCustomersOperation, updateCustomerOperation } from "./customers/customer-schema";

/**
 * Every operation of the business REST API v1, in the order the reference lists them. A
 * route under app/api/v1 without an entry here fails tests/integration/api/openapi.test.ts.
 */
export const API_V1_OPERATIONS: ApiOperation[] = [
  getBusinessOperation,
  listLocationsOperation,
  createLocationOperation,
  getLocationOperation,
  updateLocationOperation,
  listConversationsOperation,
  listConversationMessagesOperation,
  createConversationMessageOperation,
  listServicesOperation,
  createServiceOperation,
  getServiceOperation,
  updateServiceOperation,
  createPriceQuoteOperation,
  listBookingsOperation,
  listLeadsOperation,
  listServiceRequestsOperation,
  acceptServiceRequestOperation,
  declineServiceRequestOperation,
  listQuotesOperation,
  createQuoteOperation,
  getQuoteOperation,
  sendQuoteOperation,
  createJobFromQuoteOperation,
  createContractFromQuoteOperation,
  createInvoiceFromQuoteOperation,
  listContractsOperation,
  createContractOperation,
  sendContractOperation,
  listInvoicesOperation,
  createInvoiceOperation,
  getInvoiceOperation,
  sendInvoiceOperation,
  recordPaymentOperation,
  applyCreditOperation,
  refundPaymentOperation,
  getCustomerLedgerOperation,
  listJobsOperation,
  createJobOperation,
  getJobOperation,
  updateJobOperation,
  listVisitsOperation,
  skipVisitOperation,
  rescheduleVisitOperation,
  completeVisitOperation,
  cancelVisitOperation,
  listCustomersOperation,
  createCustomerOperation,
  getCustomerOperation,
  updateCustomerOperation,
  inviteCustomerOperation,
  listWebhookEndpointsOperation,
  createWebhookEndpointOperation,
  deleteWebhookEndpointOperation,
  listWebhookDeliveriesOperation,
  revenueReportOperation,
  retentionReportOperation,
  agingReportOperation,
];
