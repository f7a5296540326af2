import { useEffect, useState, useSyncExternalStore } from 'react';
import { Footer } from '@codegouvfr/react-dsfr/Footer';
import { versionAffichee } from '@registre/shared/domain/valeurs';
import { abonnerClient, versionDuServeur } from '../api/client.ts';
import { chargerConfig } from '../lib/config.ts';
import { useSession } from '../auth/SessionProvider.tsx';
import { NOM_SERVICE, cheminAccueil, pageParId } from '../lib/navigation/index.ts';

export const ID_PIED_DE_PAGE = 'pied-de-page';

/** The version shown in the footer: the server's header when one was seen, otherwise /config.json (spec 001 §9). */
function useVersion(): string | null {
  const entete = useSyncExternalStore(abonnerClient, versionDuServeur, versionDuServeur);
  const [config, setConfig] = useState<string | null>(null);
  useEffect(() => {
    chargerConfig()
      .then((c) => setConfig(c.version))
      .catch(() => setConfig(null));
  }, []);
  const v = entete ?? config;
  return v ? versionAffichee(v) : null;
}

/**
 * Spec 001 §2 "Footer": government links, sitemap, contact (/aide), accessibility, legal mentions, personal data
 * and the version; and the public raw data ("Données ouvertes") and the software editors' guide, once their pages exist.
 */
export function PiedDePage() {
  const version = useVersion();
  const { visiteur } = useSession();
  const donneesOuvertes = pageParId('donneesOuvertes');
  const guideLogiciels = pageParId('guideLogiciels');
  return (
    <Footer
      id={ID_PIED_DE_PAGE}
      brandTop={
        <>
          République
          <br />
          Française
        </>
      }
      homeLinkProps={{ to: cheminAccueil(visiteur), title: `Accueil - ${NOM_SERVICE}` }}
      accessibility="non compliant"
      accessibilityLinkProps={{ to: '/accessibilite' }}
      websiteMapLinkProps={{ to: '/sitemap' }}
      termsLinkProps={{ to: '/mentionslegales' }}
      contentDescription={
        <>
          Le registre national d'immatriculation des copropriétés, créé par la loi n° 2014-366 du 24 mars 2014 (loi ALUR), recense
          les syndicats de copropriétaires des immeubles à usage d'habitation. Il est tenu par l'Agence nationale de l'habitat
          (Anah).
        </>
      }
      domains={['legifrance.gouv.fr', 'info.gouv.fr', 'service-public.fr', 'data.gouv.fr']}
      bottomItems={[
        ...(donneesOuvertes ? [{ text: donneesOuvertes.titre, linkProps: { to: donneesOuvertes.chemin } }] : []),
        // [issue 25] the web service's guide, for the editors of syndic software
        ...(guideLogiciels ? [{ text: 'API pour les logiciels de syndic', linkProps: { to: guideLogiciels.chemin } }] : []),
        { text: 'Données personnelles', linkProps: { to: '/donnees-personnelles' } },
        { text: 'Contact', linkProps: { to: '/aide' } },
        ...(version
          ? [
              <span className="fr-footer__bottom-link" key="version" data-version>
                {version}
              </span>,
            ]
          : []),
      ]}
    />
  );
}
