"use client";

import * as React from "react";

/** What the dialog's parts share: open state, and the ids that name and describe it. */
export type DialogState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  titleId: string;
  descriptionId: string;
  hasDescription: boolean;
  setHasDescription: (has: boolean) => void;
};

export const DialogContext = React.createContext<DialogState | null>(null);

export function useDialog(part: string): DialogState {
  const state = React.useContext(DialogContext);
  if (!state) throw new Error(`${part} must be inside <Dialog>`);
  return state;
}

