import { useEffect, useRef } from 'react';
import { PlainButton } from '../../components/plain-button';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** The list's name, for the button's accessible label. */
  label?: string;
}

/**
 * Next page of a keyset-paged list: loads by itself when scrolled into view (where the browser
 * can tell), and always offers a "Load more" button for keyboards and older browsers.
 */
export function LoadMore({ hasMore, loading, onLoadMore, label }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, onLoadMore });
  latest.current = { hasMore, loading, onLoadMore };

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onLoadMore: load } = latest.current;
        if (entries.some((e) => e.isIntersecting) && more && !busy) load();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore]);

  if (!hasMore) return null;
  return (
    <div className="load-more" ref={sentinel}>
      <PlainButton
        look="default"
        onClick={onLoadMore}
        loading={loading}
        aria-label={label ? `Load more ${label}` : undefined}
      >
        Load more
      </PlainButton>
    </div>
  );
}
