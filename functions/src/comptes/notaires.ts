/**
 * Notaries and client certificates (spec 001 §4 "Notary flow", §5 "Certificate", §7, §8): the notary firm
 * (étude notariale) read, registered and edited, the notary profile, what a certificate says, and the
 * certificates registered on one's account. Every change: one transaction with its journal line.
 *
 * Choices where the spec is silent:
 *  - the firm is registered by a notary presenting a certificate that no account knows yet: the certificate says
 *    the office number (numEtude) and whether its holder is a notary or a collaborator; the registration creates
 *    the declarant (type NOTAIRE, ACTIF: the certificate authority vouches for the notary, no postal code), its
 *    establishment (Sirene, APE 6910Z only) and the notary's account (NOTAIRE_ADMIN, principal administrator)
 *    bound to that certificate;
 *  - a certificate holder whose firm exists but who has no account is shown the firm: its administrator adds
 *    them (users screen) and they register their certificate;
 *  - two certificates at most per account (the spec's "two client-certificate DNs"), so that a renewal can be
 *    registered before the old one expires.
 */
import { CLE_PROFIL, LIBELLES_PROFIL, estNotaire, type Profil } from '@registre/shared/domain/profils';
import { apeAutorise, normaliserApe } from '@registre/shared/domain/codesApe';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { notaires } from '@registre/shared/routes/index';
import type { CertificatEnregistre, EtudeNotariale } from '@registre/shared/schemas/notaires';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { Utilisateur } from '../adapters/dynamodb/utilisateur.ts';
import { chercherEtablissement } from '../adapters/sirene/index.ts';
import { implementer } from '../platform/http.ts';
import type { Session } from '../platform/session.ts';
import {
  analyserPem,
  authentificationNotaireRequise,
  certificatNonUtilisable,
  cleDn,
  emailDe,
  enCoursDeValidite,
  lireDn,
  loginDuCertificat,
  nomDe,
  numEtudeDe,
  portSiren,
  profilNotaireDe,
  type CertificatClient,
} from '../platform/certificat.ts';

const MAX_CERTIFICATS = 2;

// ---------------------------------------------------------------------------------------------- the firm

const ETUDE_INCONNUE = (numEtude: string | null): EtudeNotariale => ({
  id: -1,
  numEtude,
  siret: null,
  raisonSociale: null,
  codeApe: null,
  statut: null,
  l1: null,
  l2: null,
  l3: null,
  l4: null,
  l5: null,
  l6: null,
  l7: null,
  codePostal: null,
  localite: null,
  telephone: null,
  version: null,
});

async function vueEtude(idTeledeclarant: number): Promise<EtudeNotariale> {
  const { data: t } = await db().entities.teledeclarant.get({ idTeledeclarant }).go();
  if (!t || t.type !== 'NOTAIRE' || t.statut === 'SUPPRIME') throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const e = t.siret ? (await db().entities.etablissement.get({ siret: t.siret }).go()).data : null;
  return {
    id: t.idTeledeclarant,
    numEtude: t.numEtude ?? null,
    siret: t.siret ?? null,
    raisonSociale: t.raisonSociale ?? e?.raisonSociale ?? null,
    codeApe: t.codeApe ?? e?.codeApe ?? null,
    statut: t.statut,
    l1: e?.l1 ?? null,
    l2: e?.l2 ?? null,
    l3: e?.l3 ?? null,
    l4: e?.l4 ?? null,
    l5: e?.l5 ?? null,
    l6: e?.l6 ?? null,
    l7: e?.l7 ?? null,
    codePostal: e?.codePostal ?? null,
    localite: e?.localite ?? null,
    telephone: e?.telephone ?? null,
    version: t.version,
  };
}

/**
 * GET api/public/etudenotariale: the firm of the signed-in notary; for a certificate no account knows, the firm
 * of its office, or `{ id: -1, numEtude }` which leads the SPA to /compte/inscription?numEtude=… (spec 001 §4).
 */
export async function etudeNotariale(session: Session | null, certificat: CertificatClient | null): Promise<EtudeNotariale> {
  if (session) {
    if (!estNotaire(session.profil)) throw new ErreurMetier('ACCES_NON_AUTORISE');
    if (session.idTeledeclarant === null) return ETUDE_INCONNUE(certificat ? numEtudeDe(certificat) : null);
    return vueEtude(session.idTeledeclarant);
  }
  if (!certificat) throw authentificationNotaireRequise();
  const numEtude = numEtudeDe(certificat);
  if (!numEtude || !enCoursDeValidite(certificat)) throw certificatNonUtilisable();
  const { data: etude } = await db().entities.etude.get({ numEtude }).go();
  return etude ? vueEtude(etude.idTeledeclarant) : ETUDE_INCONNUE(numEtude);
}

/** GET api/public/profilnotaire: the profile of the account, or of the certificate alone before registration. */
export async function profilNotaire(session: Session | null, certificat: CertificatClient | null) {
  const vue = (profil: Profil | null, source: 'COMPTE' | 'CERTIFICAT') => ({
    profil,
    libelleProfil: profil ? LIBELLES_PROFIL[profil] : null,
    cleProfil: profil ? CLE_PROFIL[profil] : null,
    source,
  });
  if (session) return vue(estNotaire(session.profil) ? session.profil : null, 'COMPTE');
  if (!certificat) throw authentificationNotaireRequise();
  return vue(profilNotaireDe(certificat), 'CERTIFICAT');
}

/** GET api/public/infocertificat: what the presented certificate says (spec 001 §8 `reload_identity` flow). */
export async function infoCertificat(certificat: CertificatClient | null, maintenant: Date) {
  if (!certificat) throw authentificationNotaireRequise();
  return {
    sujet: certificat.sujet,
    emetteur: certificat.emetteur,
    numeroSerie: certificat.numeroSerie,
    valideDu: certificat.valideDu,
    valideJusquau: certificat.valideJusquau,
    empreinte: certificat.empreinte ?? '',
    nom: nomDe(certificat),
    email: emailDe(certificat),
    numEtude: numEtudeDe(certificat),
    profilNotaire: profilNotaireDe(certificat),
    enregistre: (await loginDuCertificat(certificat, maintenant)) !== null,
  };
}

/** Next declarant id: the same atomic sequence as the sign-up's (functions/src/comptes/inscription.ts). */
async function prochainIdTeledeclarant(): Promise<number> {
  const r = await db().entities.compteur.update({ nom: 'sequence.teledeclarant' }).add({ valeur: 1 }).go({ response: 'all_new' });
  return 10_000 + (r.data as { valeur: number }).valeur;
}

const certificatEnregistre = (c: CertificatClient & { empreinte: string }, maintenant: Date): CertificatEnregistre => ({
  empreinte: c.empreinte,
  sujet: c.sujet,
  emetteur: c.emetteur,
  numeroSerie: c.numeroSerie,
  valideDu: c.valideDu,
  valideJusquau: c.valideJusquau,
  dateEnregistrement: maintenant.toISOString(),
});

export interface DemandeEtude {
  numEtude: string;
  siret: string;
  civilite: 'M' | 'MME';
  nom: string;
  prenom: string;
  email: string;
  telephone: string | null;
}

/**
 * POST api/public/etudenotariale: a notary (never a collaborator: 403 ETUDE_NON_ENREGISTREE, spec 001 §8)
 * registers the firm of the office their certificate was issued for.
 */
export async function enregistrerEtude(
  d: DemandeEtude,
  certificat: CertificatClient | null,
  maintenant: Date,
): Promise<EtudeNotariale> {
  if (!certificat) throw authentificationNotaireRequise();
  if (!certificat.empreinte) throw certificatNonUtilisable();
  const c = { ...certificat, empreinte: certificat.empreinte };
  const numEtude = numEtudeDe(c);
  const profil = profilNotaireDe(c);
  if (!numEtude || !profil) throw new ErreurMetier('CERTIFICAT_NON_NOTAIRE');
  if (profil === 'NOTAIRE_COLLAB') throw new ErreurMetier('ETUDE_NON_ENREGISTREE');
  if (!enCoursDeValidite(c, maintenant)) throw new ErreurMetier('CERTIFICAT_EXPIRE');
  if (d.numEtude !== numEtude) throw new ErreurMetier('CERTIFICAT_AUTRE_ETUDE');

  const entites = db().entities;
  const login = d.email.toLowerCase();
  const [etude, dejaCertifie, compte, memesSiret] = await Promise.all([
    entites.etude.get({ numEtude }).go(),
    entites.certificat.get({ cleDn: cleDn(c.attributs) }).go(),
    entites.utilisateur.get({ login }).go(),
    entites.teledeclarant.query.parSiret({ siret: d.siret }).go(),
  ]);
  if (etude.data) throw new ErreurMetier('ETUDE_DEJA_ENREGISTREE');
  if (dejaCertifie.data) throw new ErreurMetier('CERTIFICAT_DEJA_ENREGISTRE');
  const etab = await chercherEtablissement(d.siret);
  if (!etab) throw new ErreurMetier('ETABLISSEMENT_INCONNU');
  if (!etab.actif) throw new ErreurMetier('ETABLISSEMENT_FERME');
  if (!etab.codeApe || !apeAutorise('NOTAIRE', etab.codeApe)) throw new ErreurMetier('CODE_APE_NON_AUTORISE');
  if (memesSiret.data.some((t) => t.statut !== 'SUPPRIME')) throw new ErreurMetier('SIRET_DEJA_UTILISE');
  if (compte.data) throw new ErreurMetier('COMPTE_EXISTANT');

  const idTeledeclarant = await prochainIdTeledeclarant();
  const quand = maintenant.toISOString();
  const cert = certificatEnregistre(c, maintenant);
  const adresse = Object.fromEntries(
    (
      [
        'l1',
        'l2',
        'l3',
        'l4',
        'l5',
        'l6',
        'l7',
        'codePostal',
        'localite',
        'codeInsee',
        'voie',
        'immeuble',
        'libelleNaf',
        'typeEtab',
        'libelleTypeEtab',
      ] as const
    )
      .map((k) => [k, etab[k]])
      .filter(([, v]) => typeof v === 'string' && v !== ''),
  ) as Record<string, string>;
  await transaction(
    (e) => [
      e.teledeclarant
        .create({
          idTeledeclarant,
          type: 'NOTAIRE',
          statut: 'ACTIF',
          siret: d.siret,
          raisonSociale: etab.raisonSociale,
          codeApe: normaliserApe(etab.codeApe!),
          email: login,
          numEtude,
          dateCreation: quand,
        })
        .commit(),
      e.etablissement
        .put({
          siret: d.siret,
          raisonSociale: etab.raisonSociale,
          codeApe: normaliserApe(etab.codeApe!),
          ...adresse,
          ...(d.telephone ? { telephone: d.telephone } : {}),
          idTeledeclarant,
        })
        .commit(),
      e.etude.create({ numEtude, idTeledeclarant, dateCreation: quand }).commit(),
      e.utilisateur
        .create({
          login,
          email: login,
          civilite: d.civilite,
          nom: d.nom,
          prenom: d.prenom,
          ...(d.telephone ? { telephone: d.telephone } : {}),
          profil: 'NOTAIRE_ADMIN',
          statut: 'ACTIF',
          activated: true,
          adminPrincipal: true,
          idTeledeclarant,
          typeTeledeclarant: 'NOTAIRE',
          certificatDn: cert.sujet,
          certificatEmetteurDn: cert.emetteur,
          certificats: [cert],
          dateCreation: quand,
        })
        .commit(),
      e.certificat
        .create({
          cleDn: cleDn(c.attributs),
          login,
          sujet: cert.sujet,
          emetteur: cert.emetteur,
          empreinte: cert.empreinte,
          dateEnregistrement: quand,
        })
        .commit(),
      ligneJournal(e, {
        categorie: 'NOTAIRE',
        type: 'ENREGISTREMENT_ETUDE',
        acteur: login,
        profil: 'NOTAIRE_ADMIN',
        cible: String(idTeledeclarant),
        details: { numEtude },
        quand: maintenant,
      }),
    ],
    'ETUDE_DEJA_ENREGISTREE',
  );
  return vueEtude(idTeledeclarant);
}

export interface ModificationEtude {
  raisonSociale: string;
  l1: string | null;
  l2: string | null;
  l3: string | null;
  l4: string | null;
  l5: string | null;
  l6: string | null;
  l7: string | null;
  telephone: string | null;
  version: number;
}

/** PUT api/etudenotariale: only a notary (NOTAIRE_NOTAIRE or NOTAIRE_ADMIN) edits the firm. */
export async function modifierEtude(session: Session, m: ModificationEtude, maintenant: Date): Promise<EtudeNotariale> {
  if (!estNotaire(session.profil)) throw new ErreurMetier('ACCES_NON_AUTORISE');
  if (session.profil === 'NOTAIRE_COLLAB') throw new ErreurMetier('ETUDE_MODIFICATION_NOTAIRE');
  if (session.idTeledeclarant === null) throw new ErreurMetier('ETUDE_NON_ENREGISTREE');
  const { data: t } = await db().entities.teledeclarant.get({ idTeledeclarant: session.idTeledeclarant }).go();
  if (!t || t.type !== 'NOTAIRE' || !t.siret) throw new ErreurMetier('ETUDE_NON_ENREGISTREE');
  if (t.version !== m.version) throw new ErreurMetier('CONFLIT_MODIFICATION');
  const { version, raisonSociale, ...adresse } = m;
  const renseignes = Object.fromEntries(Object.entries(adresse).filter(([, v]) => v !== null)) as Record<string, string>;
  const vides = Object.entries(adresse)
    .filter(([, v]) => v === null)
    .map(([k]) => k) as (keyof typeof adresse)[];
  await transaction((e) => {
    const etab = e.etablissement.patch({ siret: t.siret! }).set({ raisonSociale, ...renseignes });
    return [
      e.teledeclarant
        .patch({ idTeledeclarant: t.idTeledeclarant })
        .set({ raisonSociale })
        .add({ version: 1 })
        .where((a, { eq }) => eq(a.version, version))
        .commit(),
      (vides.length ? etab.remove(vides) : etab).add({ version: 1 }).commit(),
      ligneJournal(e, {
        categorie: 'NOTAIRE',
        type: 'MODIFICATION_ETUDE',
        acteur: session.login,
        profil: session.profil,
        cible: String(t.idTeledeclarant),
        quand: maintenant,
      }),
    ];
  });
  return vueEtude(t.idTeledeclarant);
}

// ------------------------------------------------------------------------------ certificates of an account

async function chargerUtilisateur(login: string): Promise<Utilisateur> {
  const { data } = await db().entities.utilisateur.get({ login }).go();
  if (!data) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return data;
}

const certificatsDe = (u: Utilisateur): CertificatEnregistre[] => (u.certificats ?? []) as CertificatEnregistre[];

export async function listerCertificats(session: Session): Promise<CertificatEnregistre[]> {
  return certificatsDe(await chargerUtilisateur(session.login));
}

/**
 * Registers a `.pem` (public certificate only) on one's account: in its validity period, two at most, a subject
 * DN that no other account holds; a professional syndic's subject carries the company SIREN; a notary's
 * certificate belongs to the firm's office.
 */
export async function ajouterCertificat(session: Session, pem: string, maintenant: Date): Promise<CertificatEnregistre> {
  const c = analyserPem(pem);
  if (!enCoursDeValidite(c, maintenant)) throw new ErreurMetier('CERTIFICAT_EXPIRE');
  const u = await chargerUtilisateur(session.login);
  const existants = certificatsDe(u);
  if (existants.some((x) => x.empreinte === c.empreinte)) throw new ErreurMetier('CERTIFICAT_DEJA_ENREGISTRE');
  if (existants.length >= MAX_CERTIFICATS) throw new ErreurMetier('TROP_DE_CERTIFICATS');
  if (u.idTeledeclarant !== undefined && (u.profil.startsWith('TELE_PRO_') || estNotaire(u.profil))) {
    const { data: t } = await db().entities.teledeclarant.get({ idTeledeclarant: u.idTeledeclarant }).go();
    if (u.profil.startsWith('TELE_PRO_') && !(t?.siret && portSiren(c, t.siret.slice(0, 9))))
      throw new ErreurMetier('CERTIFICAT_SANS_SIREN');
    const numEtude = numEtudeDe(c);
    if (estNotaire(u.profil) && numEtude && t?.numEtude && numEtude !== t.numEtude)
      throw new ErreurMetier('CERTIFICAT_AUTRE_ETUDE');
  }
  const cle = cleDn(c.attributs);
  const { data: lien } = await db().entities.certificat.get({ cleDn: cle }).go();
  if (lien && lien.login !== u.login) throw new ErreurMetier('CERTIFICAT_DEJA_ENREGISTRE');
  const cert = certificatEnregistre(c, maintenant);
  const certificats = [...existants, cert];
  await transaction((e) => [
    e.utilisateur
      .patch({ login: u.login })
      .set({ certificats, certificatDn: certificats[0].sujet, certificatEmetteurDn: certificats[0].emetteur })
      .add({ version: 1 })
      .where((a, { eq }) => eq(a.version, u.version))
      .commit(),
    // the lookup item: created, or (a renewal with the same subject) pointed at the new certificate
    lien
      ? e.certificat
          .patch({ cleDn: cle })
          .set({ emetteur: cert.emetteur, empreinte: cert.empreinte, dateEnregistrement: cert.dateEnregistrement })
          .where((a, { eq }) => eq(a.login, u.login))
          .commit()
      : e.certificat
          .create({
            cleDn: cle,
            login: u.login,
            sujet: cert.sujet,
            emetteur: cert.emetteur,
            empreinte: cert.empreinte,
            dateEnregistrement: cert.dateEnregistrement,
          })
          .commit(),
    ligneJournal(e, {
      categorie: 'COMPTE',
      type: 'AJOUT_CERTIFICAT',
      acteur: session.login,
      profil: session.profil,
      cible: u.login,
      details: { empreinte: cert.empreinte },
      quand: maintenant,
    }),
  ]);
  return cert;
}

export async function supprimerCertificat(session: Session, empreinte: string, maintenant: Date): Promise<void> {
  const u = await chargerUtilisateur(session.login);
  const existants = certificatsDe(u);
  const vise = existants.find((x) => x.empreinte === empreinte.toUpperCase());
  if (!vise) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const restants = existants.filter((x) => x !== vise);
  const cle = cleDn(analyserPemOuDn(vise.sujet));
  // another registered certificate with the same subject keeps the lookup item alive
  const homonyme = restants.find((x) => cleDn(analyserPemOuDn(x.sujet)) === cle);
  await transaction((e) => {
    const maj = e.utilisateur.patch({ login: u.login }).set({ certificats: restants });
    return [
      (restants.length
        ? maj.set({ certificatDn: restants[0].sujet, certificatEmetteurDn: restants[0].emetteur })
        : maj.remove(['certificatDn', 'certificatEmetteurDn'])
      )
        .add({ version: 1 })
        .where((a, { eq }) => eq(a.version, u.version))
        .commit(),
      homonyme
        ? e.certificat
            .patch({ cleDn: cle })
            .set({ emetteur: homonyme.emetteur, empreinte: homonyme.empreinte })
            .where((a, { eq }) => eq(a.login, u.login))
            .commit()
        : e.certificat
            .delete({ cleDn: cle })
            .where((a, { eq }) => eq(a.login, u.login))
            .commit(),
      ligneJournal(e, {
        categorie: 'COMPTE',
        type: 'SUPPRESSION_CERTIFICAT',
        acteur: session.login,
        profil: session.profil,
        cible: u.login,
        details: { empreinte: vise.empreinte },
        quand: maintenant,
      }),
    ];
  });
}

/** The subject attributes of a registered certificate, from its stored display DN. */
const analyserPemOuDn = (sujet: string) => lireDn(sujet);

// ------------------------------------------------------------------------------------------ the routes

export const implementationsNotaires = [
  implementer(notaires.etudeNotariale, ({ session, certificat }) => etudeNotariale(session, certificat)),
  implementer(notaires.enregistrerEtude, ({ body, certificat, maintenant }) => enregistrerEtude(body, certificat, maintenant)),
  implementer(notaires.modifierEtude, ({ session, body, maintenant }) => modifierEtude(session, body, maintenant)),
  implementer(notaires.profilNotaire, ({ session, certificat }) => profilNotaire(session, certificat)),
  implementer(notaires.infoCertificat, ({ certificat, maintenant }) => infoCertificat(certificat, maintenant)),
  implementer(notaires.listerCertificats, ({ session }) => listerCertificats(session)),
  implementer(notaires.ajouterCertificat, ({ session, body, maintenant }) => ajouterCertificat(session, body.pem, maintenant)),
  implementer(notaires.supprimerCertificat, async ({ session, params, maintenant }) => {
    await supprimerCertificat(session, params.empreinte, maintenant);
    return { supprime: true as const };
  }),
];
