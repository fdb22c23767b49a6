/** A labelled code block of the developer docs. */
export function CodeExample({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      {/* Focusable so keyboard users can scroll long lines. */}
      <pre
        tabIndex={0}
        aria-label={`${label} example`}
        className="mt-2 overflow-x-auto rounded-xl bg-slate-950 p-4 text-sm leading-6 text-slate-100 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <code>{children}</code>
      </pre>
    </div>
  );
}
