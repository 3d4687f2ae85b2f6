import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface PlainTab<K extends string> {
  key: K;
  label: ReactNode;
  children: ReactNode;
}

interface PlainTabsProps<K extends string> {
  items: readonly PlainTab<K>[];
  activeKey: K;
  onChange: (key: K) => void;
}

/** The key that moves to another tab, and where to (as antd's and the ARIA tabs pattern). */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Tabs in antd's line look (plain-tabs.css) with the ARIA tabs pattern: a tab list whose arrow,
 * Home and End keys move to and open a tab, and the open tab's panel. antd's Tabs measured its
 * tabs, animated its panes and built an overflow menu on every explore page a phone adopted
 * (issue 31). Only the open tab's panel is drawn.
 */
export function PlainTabs<K extends string>({ items, activeKey, onChange }: PlainTabsProps<K>) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = items.find((item) => item.key === activeKey) ?? items[0];
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = (key: K) => `${id}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextIndex(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    onChange(items[next]!.key);
  };

  return (
    <div className="plain-tabs">
      <div role="tablist" className="plain-tabs-nav">
        {items.map((item, index) => {
          const selected = item.key === active?.key;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={selected}
              aria-controls={panelId(item.key)}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'plain-tab plain-tab-active' : 'plain-tab'}
              onClick={() => onChange(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active ? (
        <div role="tabpanel" id={panelId(active.key)} aria-labelledby={tabId(active.key)} tabIndex={0}>
          {active.children}
        </div>
      ) : null}
    </div>
  );
}
