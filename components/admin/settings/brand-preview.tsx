/** A small live picture of the portal's sign-in card and dashboard in the chosen colours. */
export function BrandPreview({ companyName, companyLogo, primary, secondary }: { companyName: string; companyLogo: string | null; primary: string; secondary: string }) {
  return (
    <figure className="grid gap-3" aria-label="Portal preview">
      <figcaption className="text-sm font-medium">Preview</figcaption>
      <div className="rounded-xl border p-4" style={{ backgroundColor: `${secondary}4d` }}>
        <div className="mx-auto grid max-w-56 gap-2 rounded-lg bg-white p-4 text-center shadow-sm">
          {companyLogo ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={companyLogo} alt="" className="mx-auto h-8 w-auto" />
          ) : null}
          <p className="text-sm font-semibold">{companyName}</p>
          <div className="h-6 rounded border bg-slate-50" aria-hidden="true" />
          <div className="h-6 rounded border bg-slate-50" aria-hidden="true" />
          <span className="rounded px-2 py-1 text-xs font-medium text-white" style={{ backgroundColor: primary }}>
            Sign in
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
