import { cn } from "@/lib/utils";

export type PortalMockProps = {
  businessName: string;
  host: string;
  primary: string;
  soft: string;
  customerFirstName: string;
  nextVisit: { service: string; when: string; crew: string };
  plan: string;
  balance: string;
  lastMessage: string;
  className?: string;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join("");

/**
 * A drawn (HTML/CSS, no image files) customer portal in a business's colours. It is a
 * picture, so assistive technology gets one description instead of the fake UI inside it.
 */
export function PortalMock(props: PortalMockProps) {
  const { businessName, host, primary, soft, customerFirstName, nextVisit, plan, balance, lastMessage } = props;
  return (
    <div
      role="img"
      aria-label={`${businessName}'s customer portal: ${customerFirstName}'s next visit is ${nextVisit.service}, ${nextVisit.when}; balance ${balance}.`}
      className={cn("overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-2xl shadow-slate-900/10", props.className)}
    >
      <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2.5">
        <span className="size-2.5 rounded-full bg-slate-300" />
        <span className="size-2.5 rounded-full bg-slate-300" />
        <span className="size-2.5 rounded-full bg-slate-300" />
        <span className="ml-3 truncate rounded-md bg-white px-3 py-0.5 text-xs text-slate-600 ring-1 ring-slate-200">{host}</span>
      </div>
      <div className="flex items-center justify-between px-4 py-3 text-white" style={{ backgroundColor: primary }}>
        <div className="flex items-center gap-2">
          <span className="flex size-7 items-center justify-center rounded-md bg-white text-xs font-bold" style={{ color: primary }}>
            {initials(businessName)}
          </span>
          <span className="text-sm font-semibold">{businessName}</span>
        </div>
        <span className="hidden gap-3 text-xs font-medium sm:flex">
          <span>Dashboard</span>
          <span>Quotes</span>
          <span>Invoices</span>
          <span>Messages</span>
        </span>
      </div>
      <div className="space-y-3 p-4" style={{ backgroundColor: soft }}>
        <p className="text-sm font-semibold text-slate-900">Welcome back, {customerFirstName}!</p>
        <div className="rounded-xl bg-white p-3 shadow-sm">
          <p className="text-xs font-medium text-slate-600">Next scheduled service</p>
          <p className="mt-1 text-sm font-semibold text-slate-900">{nextVisit.service}</p>
          <p className="text-xs text-slate-700">
            {nextVisit.when} · {nextVisit.crew}
          </p>
        </div>
        <div className="grid grid-cols-3 gap-2">
          {[
            ["Account", "Active"],
            ["Plan", plan],
            ["Balance", balance],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl bg-white p-2.5 shadow-sm">
              <p className="text-[0.7rem] font-medium text-slate-600">{label}</p>
              <p className="mt-0.5 truncate text-xs font-semibold text-slate-900">{value}</p>
            </div>
          ))}
        </div>
        <div className="flex items-end gap-2">
          <span
            className="flex size-6 shrink-0 items-center justify-center rounded-full text-[0.65rem] font-bold text-white"
            style={{ backgroundColor: primary }}
          >
            {customerFirstName[0]}
          </span>
          <p className="rounded-2xl rounded-bl-sm bg-white px-3 py-2 text-xs text-slate-800 shadow-sm">{lastMessage}</p>
        </div>
      </div>
    </div>
  );
}
