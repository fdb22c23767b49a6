import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { PortalCustomer } from "@/lib/customers/customer-views";
import { AccountDetailsForm } from "./account-details-form";

/** My Account → Personal Information: the card is rendered on the server, the form is the client island. */
export function AccountForm({ customer, demo = false }: { customer: PortalCustomer; demo?: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal Information</CardTitle>
        <CardDescription>Keep your contact details up to date so we can reach you.</CardDescription>
      </CardHeader>
      <CardContent>
        <AccountDetailsForm customer={customer} demo={demo} />
      </CardContent>
    </Card>
  );
}
