// A part of a page shown on demand: a one-line summary that says what the part holds
// now, the rest opened by the person. It opens by itself when something inside comes
// to need the person (`attention`), and code that moves focus inside opens it first
// (openAround), so nothing behind it is ever out of reach.
import { createContext, useContext, useState, type ReactNode } from 'react';

// Whether the part around a control is open: a long list inside a closed part (a select of
// 400 time zones) can wait to be made until someone can see it.
const DisclosureOpen = createContext(true);

/** True outside any Disclosure, and inside an open one. */
export const useDisclosureOpen = () => useContext(DisclosureOpen);

export function Disclosure({
  summary,
  attention = false,
  className,
  children,
}: {
  /** What the part holds now, in a line ("Prices without tax · dates YYYY-MM-DD · UTC"). */
  summary: ReactNode;
  /** Something inside needs the person: shown open, and opened again when it becomes so. */
  attention?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(attention);
  const [needed, setNeeded] = useState(attention);
  if (attention !== needed) {
    // Adjusting state while rendering (React's pattern for "when a prop changes").
    setNeeded(attention);
    if (attention) setOpen(true);
  }
  return (
    <details
      className={`disclosure${className ? ` ${className}` : ''}`}
      open={open}
      onToggle={(e) => {
        setOpen(e.currentTarget.open);
      }}
    >
      <summary>{summary}</summary>
      <div className="disclosure__body">
        <DisclosureOpen value={open}>{children}</DisclosureOpen>
      </div>
    </details>
  );
}

/** Opens every closed part around `el`, so focus or a scroll can reach it. */
export function openAround(el: Element) {
  for (let d = el.closest('details'); d; d = d.parentElement?.closest('details') ?? null) {
    if (!d.open) d.open = true;
  }
}
