import type { IconComponent } from "@/components/icons";

/** An admin screen whose content arrives in a later issue: a clear heading and an honest empty state. */
export function EmptySection({ icon: Icon, title, body }: { icon: IconComponent; title: string; body: string }) {
  return (
    <section className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-white p-10 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{body}</p>
    </section>
  );
}
