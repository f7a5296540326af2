/**
 * Client certificates as the register shows them (spec 001 §3 "Certificate", §8 "reload_identity"): what a
 * presented certificate says, and the certificates registered on an account. Dates are shown dd/mm/yyyy (§9).
 */
import { fr } from '@codegouvfr/react-dsfr';
import type { InfoCertificat } from '@registre/shared/schemas/notaires';
import { jourParisFr } from '../lib/format.ts';

/** A value of a distinguished name ("CN=Paul Durand, OU=69123, O=…"), commas escaped as `\,` kept. */
export function attributDn(dn: string, type: string): string | null {
  const m = new RegExp(`(?:^|,)\\s*${type}=((?:\\\\.|[^,])*)`, 'i').exec(dn);
  return m ? m[1].replace(/\\(.)/g, '$1').trim() : null;
}

/** The name a certificate is known by: its subject's CN, or the whole subject. */
export const nomCertificat = (sujet: string) => attributDn(sujet, 'CN') ?? sujet;

/** The fingerprint in groups of two characters (as browsers show it), for reading. */
export const empreinteLisible = (empreinte: string) => empreinte.match(/.{1,2}/g)?.join(':') ?? empreinte;

const QUALITES: Record<string, string> = {
  NOTAIRE_NOTAIRE: 'Notaire',
  NOTAIRE_COLLAB: 'Collaborateur de notaire',
};

/** What a presented certificate says (GET /api/public/infocertificat), as a description list. */
export function FicheCertificat({ info }: { info: InfoCertificat }) {
  const lignes: [string, string, string][] = [
    ['titulaire', 'Titulaire', info.nom ?? nomCertificat(info.sujet)],
    ...(info.email ? ([['email', 'Adresse électronique', info.email]] as [string, string, string][]) : []),
    ...(info.numEtude ? ([['numEtude', "Numéro de l'étude (CRPCEN)", info.numEtude]] as [string, string, string][]) : []),
    ...(info.profilNotaire
      ? ([['qualite', 'Qualité', QUALITES[info.profilNotaire] ?? info.profilNotaire]] as [string, string, string][])
      : []),
    ['sujet', 'Sujet', info.sujet],
    ['emetteur', 'Autorité de certification', info.emetteur],
    ['validite', 'Validité', `du ${jourParisFr(info.valideDu)} au ${jourParisFr(info.valideJusquau)}`],
    ['numeroSerie', 'Numéro de série', info.numeroSerie],
  ];
  return (
    <dl className="fiche fiche-certificat" data-testid="fiche-certificat">
      {lignes.map(([cle, libelle, valeur]) => (
        <div key={cle} className={fr.cx('fr-mb-1w')}>
          <dt className={fr.cx('fr-text--bold')}>{libelle}</dt>
          <dd data-champ={cle}>{valeur}</dd>
        </div>
      ))}
    </dl>
  );
}
