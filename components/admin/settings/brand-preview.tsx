/** A small live picture of the portal's sign-in card (as /login draws it) and dashboard in the chosen colours and logo. */
export function BrandPreview({ companyName, companyLogo, primary, secondary }: { companyName: string; companyLogo: string | null; primary: string; secondary: string }) {
  return (
    <figure className="grid gap-3" aria-label="Portal preview">
      <figcaption className="text-sm font-medium">Preview</figcaption>
      <div className="rounded-xl border p-4" style={{ backgroundColor: `${secondary}33` }} data-testid="preview-sign-in">
        <div className="mx-auto grid max-w-60 gap-2 rounded-lg border bg-white p-4 text-center shadow-sm">
          {companyLogo ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={companyLogo} alt={`${companyName} logo`} className="mx-auto h-10 w-auto" />
          ) : null}
          <p className="text-sm font-semibold" style={{ color: primary }}>
            {companyName}
          </p>
          <p className="text-[11px] text-slate-500">Sign in to your customer portal</p>
          <div className="grid gap-1 text-left text-[11px] text-slate-600" aria-hidden="true">
            <span>Email</span>
            <div className="h-6 rounded border bg-slate-50" />
            <span>Password</span>
            <div className="h-6 rounded border bg-slate-50" />
          </div>
          <span className="rounded px-2 py-1 text-xs font-medium text-white" style={{ backgroundColor: primary }}>
            Sign In
          </span>
        </div>
      </div>
      <div className="overflow-hidden rounded-xl border bg-white">
        <div className="px-3 py-2 text-sm font-semibold text-white" style={{ backgroundColor: primary }}>
          {companyName}
        </div>
        <div className="grid grid-cols-3 gap-2 p-3" aria-hidden="true">
          {["Next visit", "Invoices", "Messages"].map((label) => (
            <div key={label} className="rounded border p-2 text-xs">
              <span className="block h-1.5 w-6 rounded" style={{ backgroundColor: primary }} />
              <span className="mt-1 block text-slate-600">{label}</span>
            </div>
          ))}
        </div>
      </div>
    </figure>
  );
}
