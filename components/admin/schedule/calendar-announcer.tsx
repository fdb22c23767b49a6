"use client";

import { createContext, useContext, useState } from "react";

const AnnounceContext = createContext<(message: string) => void>(() => {});

/** Say something about the calendar (a move and its double-booking); a no-op outside one. */
export const useCalendarAnnounce = () => useContext(AnnounceContext);

/**
 * The calendar's announcement line: visible under the calendar and read out by screen readers
 * (role=status is polite), so a move by drag or by keyboard is confirmed the same way.
 */
export function CalendarAnnouncer({ children }: { children: React.ReactNode }) {
  const [message, setMessage] = useState("");
  return (
    <AnnounceContext.Provider value={setMessage}>
      {children}
      <p role="status" aria-live="polite" className="mt-3 min-h-5 text-sm font-medium" data-testid="calendar-announcement">
        {message}
      </p>
    </AnnounceContext.Provider>
  );
}
