/**
 * [issue 24] Renders its children only once the block comes near the viewport (300 px ahead, IntersectionObserver):
 * a heavy chunk below the fold — the map's maplibre-gl, 300 KB of gzip to download and parse — then costs nothing to
 * the page's first paint, and nothing at all to a visitor who never scrolls to it. Until the children are there (not
 * yet near, then their lazy chunk loading), a block of the same size (`className`) holds their place, so that
 * nothing below them moves: a link the visitor is about to click stays where it is.
 */
import { fr } from '@codegouvfr/react-dsfr';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export function EnVue({ className, chargement, children }: { className: string; chargement: string; children: ReactNode }) {
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
  if (!visible) return <div ref={place} className={className} />;
  return (
    <Suspense
      fallback={
        <div className={className}>
          <p role="status" className={fr.cx('fr-p-2w')}>
            {chargement}
          </p>
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
