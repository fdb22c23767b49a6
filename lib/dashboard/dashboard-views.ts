/** The business dashboard's figures and onboarding state (client-safe). */
export type DashboardFigures = {
  timezone: string;
  visitsToday: number;
  openServiceRequests: number;
  quotesAwaitingResponse: number;
  overdueInvoices: number;
  overdueAmountCents: number;
  unreadMessages: number;
  activeCustomers: number;
  onboarding: {
    addedService: boolean;
    addedCustomers: boolean;
    brandedPortal: boolean;
    invitedCustomer: boolean;
  };
};
