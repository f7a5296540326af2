/**
 * [issue 24] Renders its children only once the block comes near the viewport (300 px ahead, IntersectionObserver):
 * a heavy chunk below the fold — the map's maplibre-gl, 300 KB of gzip to download and parse — then costs nothing to
 * the page's first paint, and nothing at all to a visitor who never scrolls to it. Until then an empty block of
 * the same size (`className`) holds the place, so that nothing moves when the children arrive.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function EnVue({ className, children }: { className: string; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !place.current) return;
    const observateur = new IntersectionObserver(
      (entrees) => {
        if (entrees.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: '300px 0px' },
    );
    observateur.observe(place.current);
    return () => observateur.disconnect();
  }, [visible]);
  return visible ? children : <div ref={place} className={className} />;
}
