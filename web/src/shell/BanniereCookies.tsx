import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';

/**
 * Spec 001 §4 and §9: the cookie banner shows until a cookie `agreeCookies` exists; consenting sets it for one day.
 * The register sets no audience-measurement or advertising cookie: there is only a consent to acknowledge, so the
 * banner offers a single "Accepter" button (DSFR consent-banner markup).
 *
 * Placement (issue 15, RGAA 10.x "nothing covers focused content"): DSFR's banner floats fixed at the bottom of
 * the viewport and hid the sign-in form's password, captcha answer and "Se connecter" until accepted. Here it keeps
 * the DSFR markup and its place first in the page (read first, before the skip links, as DSFR asks) but sits in
 * the flow (`banniere-cookies--en-flux`, styles.css): the page scrolls past it and it covers nothing.
 */
export const COOKIE_CONSENTEMENT = 'agreeCookies';

export function consentementDonne(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${COOKIE_CONSENTEMENT}=`));
}

function consentir() {
  const expiration = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const securise = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_CONSENTEMENT}=true; expires=${expiration.toUTCString()}; path=/; SameSite=Lax${securise}`;
}

const sansAbonnement = () => () => {};

export function BanniereCookies() {
  // [issue 24] the prerendered pages show the banner (a first visit); hydrated, it goes if the cookie is there
  const donne = useSyncExternalStore(sansAbonnement, consentementDonne, () => false);
  const [accepte, setAccepte] = useState(false);
  if (donne || accepte) return null;
  return (
    <section className={`${fr.cx('fr-consent-banner')} banniere-cookies--en-flux`} aria-labelledby="banniere-cookies-titre">
      <h2 className={fr.cx('fr-h6')} id="banniere-cookies-titre">
        À propos des cookies sur le Registre national des copropriétés
      </h2>
      <div className="fr-consent-banner__content">
        <p className={fr.cx('fr-text--sm')}>
          Ce site n'utilise que des cookies et un stockage local strictement nécessaires à son fonctionnement : le maintien de
          votre session lorsque vous êtes connecté(e) et la mémorisation de ce message. Aucun cookie de mesure d'audience ou de
          publicité n'est déposé. Pour en savoir plus, consultez la page{' '}
          <Link to="/donnees-personnelles">Données personnelles</Link>.
        </p>
      </div>
      <ul
        className={fr.cx(
          'fr-consent-banner__buttons',
          'fr-btns-group',
          'fr-btns-group--right',
          'fr-btns-group--inline-reverse',
          'fr-btns-group--inline-sm',
        )}
      >
        <li>
          <button
            type="button"
            className={fr.cx('fr-btn')}
            title="Accepter les cookies nécessaires au fonctionnement du site"
            onClick={() => {
              consentir();
              setAccepte(true);
              // keep keyboard users in the page: focus moves to the content the banner was placed above
              document.getElementById('contenu')?.focus();
            }}
          >
            Accepter
          </button>
        </li>
      </ul>
    </section>
  );
}
