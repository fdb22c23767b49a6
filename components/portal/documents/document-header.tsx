import type { PortalBranding } from "@/lib/businesses/branding-views";

/** The branded letterhead of a quote or invoice preview: logo, name and contact, the document's label. */
export function DocumentHeader({ business, label, number, children }: { business: PortalBranding; label: string; number: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-4 border-b-4 pb-6 sm:flex-row sm:items-start sm:justify-between" style={{ borderColor: business.themePrimaryColor }}>
      <div className="flex items-start gap-3">
        {business.companyLogo ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={business.companyLogo} alt={`${business.companyName} logo`} className="h-12 w-auto" />
        ) : null}
        <div className="text-sm text-slate-600">
          <p className="text-lg font-bold" style={{ color: business.themePrimaryColor }}>
            {business.companyName}
          </p>
          {business.locationName ? <p className="font-medium text-slate-800">{business.locationName}</p> : null}
          {business.businessAddress ? <p>{business.businessAddress}</p> : null}
          {business.businessEmail ? <p>{business.businessEmail}</p> : null}
          {business.businessPhone ? <p>{business.businessPhone}</p> : null}
        </div>
      </div>
      <div className="text-left sm:text-right">
        <p className="text-2xl font-bold tracking-wide text-slate-900">{label}</p>
        <p className="text-sm text-slate-600">#{number}</p>
        {children}
      </div>
    </div>
  );
}

export function BillTo({ customer }: { customer: { firstName: string; lastName: string; email: string | null; address: string | null; city: string | null; state: string | null; zip: string | null } }) {
  const cityLine = [customer.city, [customer.state, customer.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <div className="text-sm text-slate-700">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Bill To</p>
      <p className="font-medium text-slate-900">
        {customer.firstName} {customer.lastName}
      </p>
      {customer.address ? <p>{customer.address}</p> : null}
      {cityLine ? <p>{cityLine}</p> : null}
      {customer.email ? <p>{customer.email}</p> : null}
    </div>
  );
}
