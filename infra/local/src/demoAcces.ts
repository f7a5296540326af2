/**
 * Demo seed of the notaries' certificates and of the institutional charter (local mode only, idempotent):
 *  - a local certificate authority under `<data>/pki` (created on first start), trusted by the gateway's
 *    mutual-TLS port, which also signs that port's server certificate;
 *  - client certificates for the demo notary accounts (registered on them) and for a notary and a collaborator
 *    of an office not yet registered (to try the firm registration), as .p12 files a browser imports;
 *  - the demo firm gets its office number; the demo institutional profile has accepted the charter (the built-in
 *    `institutionnel` account has not: a person sees the charter at first sign-in);
 *  - [issue 25] the « Logiciel de démonstration » access of the demo professional syndic, all scopes.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VERSION_CHARTE } from '@registre/shared/schemas/institutionnels';
import { db } from '@registre/functions/adapters/dynamodb/service';
import { analyserPem, cleDn } from '@registre/functions/platform/certificat';
import { chargerSession } from '@registre/functions/platform/session';
import { creerAcces, listerAcces, renouvelerSecret, revoquerAcces } from '@registre/functions/logiciels/acces/acces';
import { config } from '@registre/functions/platform/config';
import { PORTEES_LOGICIEL } from '@registre/shared/domain/logiciels/portees';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { creerAutorite, emettreCertificat, sujetNotaire, versP12, type Paire, type Sujet } from './pki.ts';

export const MOT_DE_PASSE_P12 = 'demo';
/** Office number (CRPCEN) of the demo notary firm (declarant 1003) and of the office left to register. */
export const NUM_ETUDE_DEMO = '75001';
export const NUM_ETUDE_A_ENREGISTRER = '69001';

export interface PkiLocale {
  dossier: string;
  ac: Paire;
  serveur: Paire;
}

function paire(dossier: string, nom: string, creer: () => Paire): Paire {
  const cert = join(dossier, `${nom}.pem`);
  const cle = join(dossier, `${nom}.key`);
  if (existsSync(cert) && existsSync(cle)) return { cert: readFileSync(cert, 'utf8'), cle: readFileSync(cle, 'utf8') };
  const p = creer();
  writeFileSync(cert, p.cert);
  writeFileSync(cle, p.cle, { mode: 0o600 });
  return p;
}

/** The local authority and the mutual-TLS server certificate, created once under `<data>/pki`. */
export function pkiLocale(dossierDonnees: string): PkiLocale {
  const dossier = join(dossierDonnees, 'pki');
  mkdirSync(join(dossier, 'clients'), { recursive: true });
  const ac = paire(dossier, 'ac-locale', () => creerAutorite('AC locale des notaires (démonstration)'));
  const serveur = paire(dossier, 'serveur', () =>
    emettreCertificat(
      ac,
      [
        ['C', 'FR'],
        ['CN', 'localhost'],
      ],
      { serveur: ['localhost', '127.0.0.1'] },
    ),
  );
  return { dossier, ac, serveur };
}

export interface CertificatDemo {
  /** demo account it is registered on, or null (office not yet registered) */
  login: string | null;
  description: string;
  p12: string;
}

const CLIENTS: { fichier: string; login: string | null; description: string; sujet: Sujet }[] = [
  {
    fichier: 'demo.notaire_admin',
    login: 'demo.notaire_admin',
    description: "notaire administrateur de l'étude de démonstration",
    sujet: sujetNotaire({ nom: 'Alix Démo', numEtude: NUM_ETUDE_DEMO, titre: 'Notaire', etude: 'Étude Martin et associés' }),
  },
  {
    fichier: 'demo.notaire_notaire',
    login: 'demo.notaire_notaire',
    description: "notaire de l'étude de démonstration",
    sujet: sujetNotaire({ nom: 'Sacha Démo', numEtude: NUM_ETUDE_DEMO, titre: 'Notaire', etude: 'Étude Martin et associés' }),
  },
  {
    fichier: 'demo.notaire_collab',
    login: 'demo.notaire_collab',
    description: "collaborateur de l'étude de démonstration",
    sujet: sujetNotaire({
      nom: 'Morgan Démo',
      numEtude: NUM_ETUDE_DEMO,
      titre: 'Collaborateur',
      etude: 'Étude Martin et associés',
    }),
  },
  {
    fichier: 'notaire.nouvelle-etude',
    login: null,
    description: `notaire d'un office non encore enregistré (n° ${NUM_ETUDE_A_ENREGISTRER}) : enregistrement de l'étude`,
    sujet: sujetNotaire({
      nom: 'Paul Durand',
      numEtude: NUM_ETUDE_A_ENREGISTRER,
      titre: 'Notaire',
      etude: 'Office notarial Durand-Lefèvre',
      email: 'paul.durand@notaires.demo',
    }),
  },
  {
    fichier: 'collaborateur.nouvelle-etude',
    login: null,
    description: `collaborateur du même office non enregistré : l'enregistrement lui est refusé`,
    sujet: sujetNotaire({
      nom: 'Lucie Moreau',
      numEtude: NUM_ETUDE_A_ENREGISTRER,
      titre: 'Collaborateur',
      etude: 'Office notarial Durand-Lefèvre',
    }),
  },
];

/** Registers a certificate on an account, as POST api/account/certificats would (seed: no journal line). */
async function enregistrer(login: string, pem: string, maintenant: Date): Promise<void> {
  const entites = db().entities;
  const { data: u } = await entites.utilisateur.get({ login }).go();
  if (!u) return;
  const c = analyserPem(pem);
  if ((u.certificats ?? []).some((x) => x.empreinte === c.empreinte)) return;
  const cert = {
    empreinte: c.empreinte,
    sujet: c.sujet,
    emetteur: c.emetteur,
    numeroSerie: c.numeroSerie,
    valideDu: c.valideDu,
    valideJusquau: c.valideJusquau,
    dateEnregistrement: maintenant.toISOString(),
  };
  await entites.certificat
    .put({
      cleDn: cleDn(c.attributs),
      login,
      sujet: c.sujet,
      emetteur: c.emetteur,
      empreinte: c.empreinte,
      dateEnregistrement: cert.dateEnregistrement,
    })
    .go();
  // the demo certificate replaces the ones of a previous data folder's authority
  await entites.utilisateur
    .patch({ login })
    .set({ certificats: [cert], certificatDn: cert.sujet, certificatEmetteurDn: cert.emetteur })
    .add({ version: 1 })
    .go();
}

export async function semerAccesDemo(pki: PkiLocale | null, maintenant = new Date()): Promise<CertificatDemo[]> {
  const entites = db().entities;
  // the demo notary firm's office number
  const { data: etude } = await entites.teledeclarant.get({ idTeledeclarant: 1003 }).go();
  if (etude && !etude.numEtude)
    await entites.teledeclarant.patch({ idTeledeclarant: 1003 }).set({ numEtude: NUM_ETUDE_DEMO }).go();
  await entites.etude
    .create({ numEtude: NUM_ETUDE_DEMO, idTeledeclarant: 1003, dateCreation: maintenant.toISOString() })
    .go()
    .catch(() => undefined);
  // the demo institutional profile has accepted the charter; the built-in account has not
  const { data: inst } = await entites.utilisateur.get({ login: 'demo.institutionnel' }).go();
  if (inst && !inst.charteVersion) {
    await entites.utilisateur
      .patch({ login: 'demo.institutionnel' })
      .set({ charteVersion: VERSION_CHARTE, charteDateAcceptation: maintenant.toISOString() })
      .go();
  }
  if (!pki) return [];
  const certificats: CertificatDemo[] = [];
  for (const c of CLIENTS) {
    const p = paire(join(pki.dossier, 'clients'), c.fichier, () => emettreCertificat(pki.ac, c.sujet));
    const p12 = join(pki.dossier, 'clients', `${c.fichier}.p12`);
    if (!existsSync(p12)) writeFileSync(p12, versP12(p, pki.ac, c.fichier, MOT_DE_PASSE_P12));
    if (c.login) await enregistrer(c.login, p.cert, maintenant);
    certificats.push({ login: c.login, description: c.description, p12 });
  }
  return certificats;
}

export const NOM_LOGICIEL_DEMO = 'Logiciel de démonstration';
export const LOGIN_LOGICIEL_DEMO = 'demo.tele_pro_admin_princ';

export interface LogicielDemo {
  login: string;
  nomLogiciel: string;
  clientId: string;
  secret: string;
  urlJeton: string;
}

/**
 * [issue 25] The demo access, made through the use cases as its administrator would (journal lines included): created
 * once, then its secret renewed at each start, since the register keeps no secret to show again. If the provider
 * lost its client (data folder of an older start), the access is revoked and another made. `null` if the demo
 * administrator cannot have one any more (its profile was changed in « Mon compte »).
 */
export async function semerLogicielDemo(maintenant = new Date()): Promise<LogicielDemo | null> {
  const session = await chargerSession({ username: LOGIN_LOGICIEL_DEMO }).catch(() => null);
  if (!session) return null;
  try {
    const existant = (await listerAcces(session)).acces.find((a) => a.nomLogiciel === NOM_LOGICIEL_DEMO && a.statut === 'ACTIF');
    let r = existant
      ? await renouvelerSecret(session, existant.clientId, maintenant).catch(async (e: unknown) => {
          if (!(e instanceof ErreurMetier && e.code === 'RESSOURCE_INTROUVABLE')) throw e;
          await revoquerAcces(session, existant.clientId, maintenant);
          return null;
        })
      : null;
    r ??= await creerAcces(session, { nomLogiciel: NOM_LOGICIEL_DEMO, portees: [...PORTEES_LOGICIEL] }, maintenant);
    return {
      login: LOGIN_LOGICIEL_DEMO,
      nomLogiciel: NOM_LOGICIEL_DEMO,
      clientId: r.acces.clientId,
      secret: r.secret,
      urlJeton: config().LOGICIELS_URL_JETON ?? '',
    };
  } catch (e) {
    if (e instanceof ErreurMetier && (e.code === 'ACCES_NON_AUTORISE' || e.code === 'TROP_D_ACCES_LOGICIELS')) return null;
    throw e;
  }
}
