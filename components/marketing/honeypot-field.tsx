import { HONEYPOT_FIELD } from "@/lib/security/honeypot";

/**
 * Off-screen (not display:none, which some bots skip), out of the tab order and hidden from
 * assistive technology, so only automated form fillers ever put a value in it.
 */
export function HoneypotField(props: React.ComponentProps<"input">) {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", top: "auto", width: 1, height: 1, overflow: "hidden" }}>
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input id={`hp-${HONEYPOT_FIELD}`} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
