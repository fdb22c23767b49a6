import { CheckCircle2, Circle } from "@/components/icons";
import { GuardedLink } from "@/components/auth/navigation-guard";

export type ChecklistStep = { label: string; done: boolean; href: string };

/** Getting started: shown until every step is done, then gone for good (derived from the data). */
export function OnboardingChecklist({ steps }: { steps: ChecklistStep[] }) {
  if (steps.every((step) => step.done)) return null;
  const done = steps.filter((step) => step.done).length;
  return (
    <section aria-labelledby="onboarding-title" className="rounded-xl border bg-white p-4">
      <h2 id="onboarding-title" className="font-semibold">
        Get your portal ready ({done} of {steps.length} done)
      </h2>
      <ol className="mt-3 grid gap-2">
        {steps.map((step) => (
          <li key={step.label} className="flex items-center gap-2 text-sm">
            {step.done ? <CheckCircle2 className="size-4 text-green-700" aria-hidden="true" /> : <Circle className="size-4 text-muted-foreground" aria-hidden="true" />}
            {step.done ? (
              <span className="text-muted-foreground line-through">
                {step.label}
                <span className="sr-only"> (done)</span>
              </span>
            ) : (
              <GuardedLink href={step.href} className="font-medium text-primary underline underline-offset-4">
                {step.label}
              </GuardedLink>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
