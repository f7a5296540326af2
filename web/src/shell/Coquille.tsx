import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { SkipLinks } from '@codegouvfr/react-dsfr/SkipLinks';
import { apresNavigation } from '../lib/notifications.ts';
import { PAGE_NON_TROUVEE, titreDocument } from '../lib/navigation/index.ts';
import { AvisCompatibilite } from './AvisCompatibilite.tsx';
import { BanniereCookies } from './BanniereCookies.tsx';
import { BarreChargement } from './BarreChargement.tsx';
import { EnTete, ID_NAVIGATION } from './EnTete.tsx';
import { FilAriane } from './FilAriane.tsx';
import { Messages } from './Messages.tsx';
import { Newsletter } from './Newsletter.tsx';
import { ID_PIED_DE_PAGE, PiedDePage } from './PiedDePage.tsx';
import { usePoignee } from '../lib/navigation/pageCourante.ts';

export const ID_CONTENU = 'contenu';

/**
 * The page shell (spec 001 §2 "Page shell"): loading bar, cookie banner, skip links, header with the main menu,
 * compatibility notice, breadcrumb, notifications and error alerts, the page, the newsletter form and the footer.
 */
export function Coquille() {
  const poignee = usePoignee();
  const { pathname } = useLocation();
  const premier = useRef(true);

  // <title> per route: "<Titre> - Registre national des copropriétés"
  useEffect(() => {
    if (!poignee) return;
    document.title = 'page' in poignee ? titreDocument(poignee.page.titre) : titreDocument(PAGE_NON_TROUVEE.titre);
  }, [poignee]);

  // a new page: the previous page's messages go, and focus moves to the content for screen-reader users
  useEffect(() => {
    if (premier.current) {
      premier.current = false;
      return;
    }
    apresNavigation();
    document.getElementById(ID_CONTENU)?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <BanniereCookies />
      <SkipLinks
        links={[
          { label: 'Contenu', anchor: `#${ID_CONTENU}` },
          { label: 'Menu', anchor: `#${ID_NAVIGATION}` },
          { label: 'Pied de page', anchor: `#${ID_PIED_DE_PAGE}` },
        ]}
      />
      <EnTete />
      <main id={ID_CONTENU} tabIndex={-1} className="contenu">
        {/* fixed at the top of the window; in the main landmark so that no content lies outside the landmarks */}
        <BarreChargement />
        <AvisCompatibilite />
        <FilAriane />
        <Messages />
        <Suspense fallback={<p className="fr-sr-only">Chargement de la page…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Newsletter />
      <PiedDePage />
      <ScrollRestoration />
    </>
  );
}
