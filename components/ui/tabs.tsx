"use client";

import * as React from "react";
import { cn } from "@/lib/utils";

/*
 * Tabs after the WAI-ARIA "tabs with automatic activation" pattern, ours rather than Radix's so
 * the sign-in and services pages stay inside their JavaScript budget: one tab stop (the selected
 * tab), ←/→ move and select (wrapping), Home/End jump, each tab controls its panel, and only the
 * selected panel is rendered. Uncontrolled (`defaultValue`): that is all our pages need.
 */

type TabsState = { baseId: string; selected: string; select: (value: string) => void };
const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

// Values become parts of element ids; keep them to characters an id selector accepts.
const idPart = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, "_");
const tabId = (baseId: string, value: string) => `${baseId}-tab-${idPart(value)}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${idPart(value)}`;

type TabsProps = Omit<React.ComponentProps<"div">, "defaultValue"> & { defaultValue: string };

function Tabs({ defaultValue, className, ...props }: TabsProps) {
  const baseId = React.useId();
  const [selected, select] = React.useState(defaultValue);
  const state = React.useMemo(() => ({ baseId, selected, select }), [baseId, selected]);
  return (
    <TabsContext.Provider value={state}>
      <div data-slot="tabs" className={cn("ui-tabs", className)} {...props} />
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Scrolls sideways instead of overflowing when the tabs do not fit a phone's width. */
function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  function moveFocus(event: React.KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const move = MOVES[event.key];
    if (!move || event.defaultPrevented) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index === -1) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    next.focus();
    next.click();
  }
  return <div role="tablist" aria-orientation="horizontal" data-slot="tabs-list" className={cn("ui-tabs-list", className)} onKeyDown={moveFocus} {...props} />;
}

type TabsTriggerProps = Omit<React.ComponentProps<"button">, "value"> & { value: string };

function TabsTrigger({ value, className, onClick, ...props }: TabsTriggerProps) {
  const { baseId, selected, select } = useTabs("TabsTrigger");
  const active = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={active}
      aria-controls={panelId(baseId, value)}
      tabIndex={active ? 0 : -1}
      data-state={active ? "active" : "inactive"}
      data-slot="tabs-trigger"
      className={cn("ui-tab", className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      {...props}
    />
  );
}

type TabsContentProps = Omit<React.ComponentProps<"div">, "value"> & { value: string };

function TabsContent({ value, className, ...props }: TabsContentProps) {
  const { baseId, selected } = useTabs("TabsContent");
  if (value !== selected) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      tabIndex={0}
      data-state="active"
      data-slot="tabs-content"
      className={cn("ui-tabs-content", className)}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
