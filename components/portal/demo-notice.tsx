/** Why an action is unavailable in the public demo portal. */
export const DEMO_DISABLED_MESSAGE = "Disabled in the demo";

export function DemoNotice({ className }: { className?: string }) {
  return (
    <p className={className ?? "text-xs text-slate-600"} role="note">
      {DEMO_DISABLED_MESSAGE}
    </p>
  );
}
