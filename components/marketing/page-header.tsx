import { cn } from "@/lib/utils";

/** The title band at the top of every inner public page (holds the page's only h1). */
export function PageHeader({
  eyebrow,
  title,
  description,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  description?: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white", className)}>
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-950 sm:text-5xl">{title}</h1>
        {description && <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-600">{description}</p>}
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}

/** A centred column for the body of an inner page. */
export function PageSection({ children, className, ...rest }: React.ComponentProps<"section">) {
  return (
    <section className={cn("page-section", className)} {...rest}>
      {children}
    </section>
  );
}
