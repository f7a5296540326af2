import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Summary } from '@codegouvfr/react-dsfr/Summary';
import { usePageCourante } from '../lib/navigation/pageCourante.ts';

/**
 * Layout of the editorial pages: the title from the route table, an optional table of contents (DSFR summary)
 * and the content in a readable column.
 */
export function PageStatique({
  chapo,
  sommaire,
  children,
}: {
  chapo?: ReactNode;
  sommaire?: { ancre: string; titre: string }[];
  children: ReactNode;
}) {
  const page = usePageCourante();
  const { hash } = useLocation();
  // a link to a section (/aide#obligations): the page is loaded lazily, so scroll once it is rendered
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
        {sommaire && (
          <div className={fr.cx('fr-col-12', 'fr-col-md-4', 'fr-col-lg-3')}>
            <Summary title="Sommaire" links={sommaire.map((s) => ({ text: s.titre, linkProps: { href: `#${s.ancre}` } }))} />
          </div>
        )}
        <div className={fr.cx('fr-col-12', sommaire ? 'fr-col-md-8' : 'fr-col-lg-10', sommaire ? 'fr-col-lg-9' : undefined)}>
          <h1>{page?.titre}</h1>
          {chapo && <p className={fr.cx('fr-text--lead')}>{chapo}</p>}
          {children}
        </div>
      </div>
    </div>
  );
}

/** A section of an editorial page, anchored for the table of contents. */
export function Section({ ancre, titre, children }: { ancre: string; titre: string; children: ReactNode }) {
  return (
    <section id={ancre} aria-labelledby={`${ancre}-titre`} className={fr.cx('fr-mb-5w')}>
      <h2 id={`${ancre}-titre`}>{titre}</h2>
      {children}
    </section>
  );
}

/** External link opened in a new window, announced as such (RGAA 13.2). */
export function LienExterne({ href, children }: { href: string; children: ReactNode }) {
  const texte = typeof children === 'string' ? children : href;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" title={`${texte} - nouvelle fenêtre`}>
      {children}
    </a>
  );
}
