/**
 * The demo dataset's public facts (README, tests). Every demo login uses DEMO_PASSWORD.
 * Nothing here is secret: these accounts exist only in demo and test databases.
 */
export const DEMO_PASSWORD = "Demo1234!";

export const DEMO_SUBDOMAINS = {
  greenleaf: "greenleaf",
  sparkle: "sparkle",
  dormant: "dormant",
} as const;

/** Greenleaf's two branches (issue 38 item 7): Columbus is the default. */
export const DEMO_LOCATIONS = {
  columbus: "Greenleaf Columbus",
  dayton: "Greenleaf Dayton",
} as const;

export const DEMO_SPARKLE_CUSTOM_DOMAIN = "portal.sparkle.test";

export const DEMO_BUSINESS_NAMES = {
  greenleaf: "Greenleaf Lawn Care",
  sparkle: "Sparkle Home Cleaning",
  dormant: "Dormant Handyman",
} as const;

export const DEMO_EMAILS = {
  superadmin: "superadmin@serviceloop.test",
  greenleafOwner: "owner@greenleaf.test",
  greenleafEmployee: "employee@greenleaf.test",
  greenleafCustomer: "customer@greenleaf.test",
  greenleafInvitee: "invitee@greenleaf.test",
  /** Manages Greenleaf Dayton only (issue 38): the manager template, limited to that location. */
  greenleafDaytonManager: "manager@greenleaf.test",
  greenleafDaytonCrew: "crew.dayton@greenleaf.test",
  sparkleOwner: "owner@sparkle.test",
  sparkleCustomer: "customer@sparkle.test",
  dormantOwner: "owner@dormant.test",
} as const;

/**
 * The pending portal invitation's token (43 url-safe characters, like every generated
 * token). Only its SHA-256 is stored; knowing it is what lets the README print the link
 * http://greenleaf.localhost:3000/register?token=… for the demo.
 */
export const DEMO_INVITATION_TOKEN = "nYEuNH3FlUipA3SV8bmU-o3czkHL_jHFWLBqs8E9iZI";

/** Seeded quote/invoice numbers that tests and demos refer to. */
export const DEMO_NUMBERS = {
  greenleafSentQuoteWithManyItems: "Q-1001",
  greenleafSentQuoteNoValidUntil: "Q-1002",
  greenleafApprovedQuote: "Q-1003",
  greenleafDeclinedQuote: "Q-1004",
  greenleafDraftQuote: "Q-1005",
  greenleafPaidInvoice: "INV-1001",
  greenleafPendingInvoice: "INV-1002",
  greenleafOverdueInvoice: "INV-1003",
  greenleafDraftInvoice: "INV-1004",
  sparkleSentQuote: "Q-2001",
} as const;

/**
 * Greenleaf's demo REST API key (README): only its SHA-256 is stored, like every key. It
 * may read and change customers and services and read service requests and the business.
 */
export const DEMO_API_KEY = "sl_demoGreenleafKey_e8Jq2VxN4tPzR7wLc5HbYs0mKdA";
export const DEMO_API_KEY_PERMISSIONS = ["manage_customers", "manage_services", "manage_schedule"] as const;
