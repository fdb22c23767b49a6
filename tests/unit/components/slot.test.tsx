import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Slot } from "@/components/ui/slot";

type Handler = (event: string) => void;
/** The props Slot hands to its child, read without a DOM: the child is a component that keeps them. */
function propsGiven(slot: React.ReactElement): Record<string, unknown> {
  let seen: Record<string, unknown> = {};
  const Probe = (props: Record<string, unknown>) => {
    seen = props;
    return null;
  };
  renderToStaticMarkup(React.cloneElement(slot, {}, React.createElement(Probe, (slot.props as { childProps: Record<string, unknown> }).childProps)));
  return seen;
}

describe("Slot (asChild)", () => {
  it("joins the classes, the slot's first, and lets the child's own props win", () => {
    const given = propsGiven(<Slot className="ui-btn" id="slot" title="from slot" {...{ childProps: { className: "w-full", title: "from child" } }} />);
    expect(given.className).toBe("ui-btn w-full");
    expect(given.title).toBe("from child");
    expect(given.id).toBe("slot");
  });

  it("calls both click handlers, the child's first, and merges styles with the child's winning", () => {
    const calls: string[] = [];
    const given = propsGiven(
      <Slot
        onClick={() => calls.push("slot")}
        style={{ color: "red", margin: 1 }}
        {...{ childProps: { onClick: () => calls.push("child"), style: { color: "blue" } } }}
      />,
    );
    (given.onClick as Handler)("click");
    expect(calls).toEqual(["child", "slot"]);
    expect(given.style).toEqual({ color: "blue", margin: 1 });
  });

  it("sets both refs when slot and child each have one", () => {
    const slotRef = React.createRef<HTMLElement>();
    let childNode: unknown = "unset";
    const given = propsGiven(<Slot ref={slotRef} {...{ childProps: { ref: (node: unknown) => (childNode = node) } }} />);
    const node = { tag: "a" } as unknown as HTMLElement;
    (given.ref as (node: HTMLElement) => void)(node);
    expect(slotRef.current).toBe(node);
    expect(childNode).toBe(node);
  });

  it("renders nothing without an element child", () => {
    expect(renderToStaticMarkup(<Slot>text only</Slot>)).toBe("");
  });

  it("gives a link the button's look with Button asChild, and a badge's with Badge asChild", () => {
    expect(
      renderToStaticMarkup(
        <Button asChild variant="outline" size="sm" className="w-full">
          <a href="/quotes">Quotes</a>
        </Button>,
      ),
    ).toBe('<a href="/quotes" data-slot="button" class="ui-btn ui-btn-outline ui-btn-sm w-full">Quotes</a>');
    expect(
      renderToStaticMarkup(
        <Badge asChild variant="secondary">
          <a href="/invoices">Due</a>
        </Badge>,
      ),
    ).toBe('<a href="/invoices" data-slot="badge" class="ui-badge ui-badge-secondary">Due</a>');
  });

  it("buttonVariants gives the default look when asked for none", () => {
    expect(buttonVariants()).toBe("ui-btn ui-btn-primary ui-btn-md");
    expect(buttonVariants({ variant: "ghost", size: "icon", className: "rounded-full" })).toBe("ui-btn ui-btn-ghost ui-btn-icon rounded-full");
  });
});
