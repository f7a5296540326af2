/**
 * The notaries' entrance in the pages (spec 001 §8 `ntr`): whether this page is on it, and the explanations that
 * send a notary there or tell them that no certificate was presented.
 */
import { useEffect, useState } from 'react';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { adresseSurEntreeNotaires, surEntreeNotaires } from '../auth/notaires.ts';
import { chargerConfig } from '../lib/config.ts';

export interface ConfigNotaires {
  /** `urlNotaires` of /config.json, null when this environment has no notaries' entrance */
  urlNotaires: string | null;
  /** this page is on that entrance */
  entree: boolean;
}

/** null while /config.json is read. */
export function useConfigNotaires(): ConfigNotaires | null {
  const [config, setConfig] = useState<ConfigNotaires | null>(null);
  useEffect(() => {
    let actif = true;
    Promise.all([chargerConfig().catch(() => null), surEntreeNotaires()]).then(
      ([c, entree]) => actif && setConfig({ urlNotaires: c?.urlNotaires ?? null, entree }),
    );
    return () => {
      actif = false;
    };
  }, []);
  return config;
}

/** On the ordinary entrance: why the notaries' data needs the certificate, and the way to the notaries' entrance. */
export function ExplicationEntreeNotaires({ urlNotaires, origine }: { urlNotaires: string | null; origine: string }) {
  const cible = adresseSurEntreeNotaires(urlNotaires, origine);
  return (
    <>
      <p className={fr.cx('fr-text--lead')}>
        Les données des études notariales ne sont accessibles qu'aux notaires et à leurs collaborateurs identifiés par leur
        certificat.
      </p>
      <p>
        Le registre vous dirige vers son accès sécurisé des notaires. Votre navigateur vous demandera de choisir votre certificat
        client (délivré pour votre étude) : le registre vous reconnaît alors sans mot de passe. À votre première venue, si votre
        étude n'est pas encore enregistrée, un notaire de l'étude l'enregistre depuis cet accès.
      </p>
      {cible ? (
        // another origin: an ordinary link, opened in the same window (react-dsfr opens other origins in a new one)
        <Button linkProps={{ to: cible, target: '_self', rel: undefined }} iconId="fr-icon-lock-line" iconPosition="right">
          Continuer vers l'accès des notaires
        </Button>
      ) : (
        <Alert
          severity="info"
          as="h2"
          small
          description="L'accès sécurisé des notaires n'est pas ouvert sur cet environnement du registre."
        />
      )}
    </>
  );
}

/** On the notaries' entrance: the browser presented no certificate that the entrance trusts. */
export function AucunCertificat({ origine }: { origine: string }) {
  return (
    <>
      <Alert
        severity="warning"
        as="h2"
        title="Aucun certificat n'a été présenté"
        description="Vous êtes sur l'accès sécurisé des notaires, mais votre navigateur n'a présenté aucun certificat client reconnu."
        className={fr.cx('fr-mb-3w')}
      />
      <p>
        Vérifiez que votre certificat de notaire (ou de collaborateur de notaire) est installé dans votre navigateur ou sur votre
        clé, puis fermez et rouvrez votre navigateur : il vous proposera de choisir le certificat à présenter au registre.
      </p>
      <Button linkProps={{ to: origine, reloadDocument: true }} iconId="fr-icon-refresh-line">
        Réessayer
      </Button>
    </>
  );
}
