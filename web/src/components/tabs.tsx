import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Tab, TabList, TabPanel } from './tabs-frame';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Tabs as the WAI-ARIA pattern has them: arrow keys, Home and End move between the tabs. */
export function Tabs({ label, tabs }: { label: string; tabs: readonly TabItem[] }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs[selected] ?? tabs[0];

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div>
      <TabList role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(element) => void (tabRefs.current[index] = element)}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {current ? (
        <TabPanel
          role="tabpanel"
          id={`${baseId}-${current.id}-panel`}
          aria-labelledby={`${baseId}-${current.id}-tab`}
        >
          {current.panel}
        </TabPanel>
      ) : null}
    </div>
  );
}
