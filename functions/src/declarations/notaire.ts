/**
 * The notary's registration routes (spec 000 §1 routes, §4.5 typeMaj and successor): continuing to an initial
 * (INITIALE) or ex officio (OFFICE) registration, submitting, the successor syndic, "can I declare on this
 * number", and the duplicates a notary sets aside.
 *
 * Choices where the spec is silent:
 * - `continuer` OFFICE checks the formal-notice part of the ex officio conditions (the settlement date is not
 *   known yet); the whole condition is checked again at submission with the settlement date of the block;
 * - successor: the syndic's email given at `continuer` is looked up among the syndic declarants (PRO, NON_PRO;
 *   not deleted). Several → 409 SUCCESSEUR_A_CHOISIR with the choices in `erreurs` (id → "name — SIRET"), the
 *   notary submits again with `idTeledeclarantSuccesseur`; one → it is recorded as successor and the registered
 *   condominium waits for its confirmation (IMMATRICULEE_RATTACHEMENT_A_CONFIRMER); none → IMMATRICULEE_A_RATTACHER;
 * - `typeModifNotaireOk`: true when the condominium registered under that number has no attached syndic
 *   (to attach, attachment to confirm, attachment expired);
 * - `validerDoublonCoproNotaire/{key}/{immat}/false`: `immat` is the candidate's registration number, or its
 *   condominium id when it has none yet (a pending registration shown as a duplicate).
 */
import { immatriculationOfficePossible, typeMajNotaire } from '@registre/shared/domain/copropriete/constantes';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { lireDate } from '@registre/shared/domain/copropriete/conversions';
import { normaliserImmatriculation } from '@registre/shared/domain/valeurs';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { DeclarationDto } from '@registre/shared/schemas/copropriete/api';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import type { Session } from '../platform/session.ts';
import { exigerAutoriteParcours, exigerDeclarationDe, exigerModifiable, type TypeImmatCode } from './commun.ts';
import { nouveauBrouillon } from './brouillons.ts';
import { soumettreDeclaration, type ResultatSoumission } from './soumission.ts';

/** A settlement date before 2017, to check only the formal-notice part of the ex officio conditions. */
const REGLEMENT_ANCIEN = '1900-01-01';

function exigerOfficePossible(p: {
  dateReglementCopropriete: string;
  syndicExistant: boolean;
  dateMiseEnDemeure: string | null | undefined;
  maintenant: Date;
  champ: string;
}) {
  const r = immatriculationOfficePossible({ ...p, aujourdhui: dateDuJourParis(p.maintenant) });
  if (!r.possible)
    throw new ErreurMetier(
      'IMMATRICULATION_OFFICE_IMPOSSIBLE',
      { [r.motif === 'REGLEMENT_POSTERIEUR_2017' ? 'identification.dateReglementCopropriete' : p.champ]: r.message },
      r.message,
    );
}

/** POST teledeclarant/immatriculation/{type}/continuer: a blank draft with the syndic's email and the notice. */
export function continuer(
  session: Session,
  type: 'INITIALE' | 'OFFICE',
  b: { emailSyndic?: string | null; syndicExistant: boolean; dateMiseEnDemeure?: string | null },
  maintenant: Date,
): DeclarationDto {
  exigerAutoriteParcours(session, type);
  const dateMiseEnDemeure = lireDate(b.dateMiseEnDemeure) ?? null;
  if (type === 'OFFICE')
    exigerOfficePossible({
      dateReglementCopropriete: REGLEMENT_ANCIEN,
      syndicExistant: b.syndicExistant,
      dateMiseEnDemeure,
      maintenant,
      champ: 'dateMiseEnDemeure',
    });
  return nouveauBrouillon(session, type, maintenant, {
    ...(b.emailSyndic && { emailSyndic: b.emailSyndic.toLowerCase() }),
    ...(type === 'OFFICE' && { syndicExistant: b.syndicExistant }),
    ...(type === 'OFFICE' && dateMiseEnDemeure && { dateMiseEnDemeure }),
  });
}

/** The syndic declarants of an email (sign-up's gsi3 TD_EMAIL). */
async function syndicsDeCourriel(email: string) {
  const { data } = await db().entities.teledeclarant.query.parEmail({ email: email.toLowerCase() }).go({ pages: 'all' });
  return data.filter((t) => (t.type === 'PRO' || t.type === 'NON_PRO') && t.statut !== 'SUPPRIME');
}

async function successeur(emailSyndic: string | undefined, choisi: number | null | undefined): Promise<number | undefined> {
  if (!emailSyndic) return undefined;
  const candidats = await syndicsDeCourriel(emailSyndic);
  if (choisi != null) {
    if (!candidats.some((t) => t.idTeledeclarant === choisi))
      throw new ErreurMetier('REQUETE_INVALIDE', {
        idTeledeclarantSuccesseur: "Ce télédéclarant ne correspond pas à l'adresse électronique du syndic.",
      });
    return choisi;
  }
  if (candidats.length > 1)
    throw new ErreurMetier(
      'SUCCESSEUR_A_CHOISIR',
      Object.fromEntries(
        candidats.map((t) => [
          String(t.idTeledeclarant),
          `${t.raisonSociale ?? 'Télédéclarant'} — SIRET ${t.siret ?? 'inconnu'}`,
        ]),
      ),
    );
  return candidats[0]?.idTeledeclarant;
}

/** POST notaire/immatriculation/td/{x}/submit: the notary's submission of draft x. */
export async function soumettreNotaire(
  session: Session,
  idDeclaration: number,
  b: { version: number; confirmations: string[]; doublonsConserves: boolean; idTeledeclarantSuccesseur?: number | null },
  maintenant: Date,
): Promise<ResultatSoumission> {
  const d = await exigerDeclarationDe(session, idDeclaration);
  const typeImmat = d.typeImmat as TypeImmatCode;
  if (typeImmat === 'DEFAULT')
    throw new ErreurMetier('REQUETE_INVALIDE', {
      typeImmat: 'Ce brouillon est une immatriculation par un syndic : il ne se soumet pas par le parcours du notaire.',
    });
  exigerAutoriteParcours(session, typeImmat);
  exigerModifiable(d);
  const typeMaj = typeMajNotaire(d.typeMaj ?? null, typeImmat);
  return soumettreDeclaration({
    session,
    declaration: d,
    version: b.version,
    confirmations: b.confirmations,
    doublonsConserves: b.doublonsConserves,
    maintenant,
    typeMaj,
    controler: async (valeur) => {
      if (typeImmat === 'OFFICE')
        exigerOfficePossible({
          dateReglementCopropriete: valeur.identification.dateReglementCopropriete!,
          syndicExistant: d.syndicExistant ?? false,
          dateMiseEnDemeure: d.dateMiseEnDemeure,
          maintenant,
          champ: 'dateMiseEnDemeure',
        });
      return { idTeledeclarantSuccesseur: await successeur(d.emailSyndic, b.idTeledeclarantSuccesseur) };
    },
  });
}

/** The registered condominium of a number (gsi2), or null. */
export async function coproprieteParImmatriculation(saisie: string): Promise<Copropriete | null> {
  const immat = normaliserImmatriculation(saisie);
  if (!immat) return null;
  const { data } = await db().entities.copropriete.query.parImmatriculation({ immatriculation: immat }).go();
  return data[0] ?? null;
}

const SANS_SYNDIC = new Set([
  'IMMATRICULEE_A_RATTACHER',
  'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
  'IMMATRICULEE_RATTACHEMENT_EXPIRE',
]);

/** GET typeModifNotaireOk/{immat}. */
export async function typeModifNotaireOk(immat: string) {
  const c = await coproprieteParImmatriculation(immat);
  return { response: !!c && SANS_SYNDIC.has(c.etat) };
}

/** GET validerDoublonCoproNotaire/{key}/{immat}/false: the candidate set aside on the notary's draft `key`. */
export async function ecarterDoublon(session: Session, key: number, immat: string, maintenant: Date) {
  const d = await exigerDeclarationDe(session, key);
  exigerModifiable(d);
  const c = /^\d+$/.test(immat.trim())
    ? (
        await db()
          .entities.copropriete.get({ idCopropriete: Number(immat.trim()) })
          .go()
      ).data
    : await coproprieteParImmatriculation(immat);
  if (!c) throw new ErreurMetier('IMMAT_NOT_EXISTANT');
  const ecartes = d.doublonsEcartes ?? [];
  if (ecartes.includes(c.idCopropriete)) return { response: true };
  const { acteur, profil } = acteurDe(session);
  await transaction((e) => [
    e.declaration
      .patch({ idDeclaration: key })
      .set({ doublonsEcartes: [...ecartes, c.idCopropriete], dateModification: maintenant.toISOString() })
      .add({ version: 1 })
      .where((a, { eq }) => `${eq(a.version, d.version)} AND ${eq(a.statut, 'BROUILLON')}`)
      .commit(),
    ligneJournal(e, {
      categorie: 'IMMATRICULATION',
      type: 'DOUBLON_ECARTE',
      acteur,
      profil,
      cible: String(key),
      details: { idCopropriete: c.idCopropriete, ...(c.immatriculation && { immatriculation: c.immatriculation }) },
      quand: maintenant,
    }),
  ]);
  return { response: true };
}
