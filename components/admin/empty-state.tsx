import type { IconComponent } from "@/components/icons";

/** What a list or screen shows when it has nothing yet (or nothing matches), with the next step. */
export function EmptyState({ icon: Icon, title, body, action }: { icon: IconComponent; title: string; body: string; action?: React.ReactNode }) {
  return (
    <section className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-white p-10 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{body}</p>
      {action}
    </section>
  );
}
