import type { IconComponent } from "@/components/icons";
import type { ReactNode } from "react";

/** The portal's empty states: an icon, the spec's title and text, and an optional action. */
export function EmptyState({ icon: Icon, title, children, action }: { icon: IconComponent; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-white px-6 py-12 text-center">
      <Icon className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children ? <p className="max-w-md text-sm text-slate-600">{children}</p> : null}
      {action}
    </div>
  );
}
