/**
 * The keepers' management of a condominium's mandates (issue 5, spec 000 §6 "Keeper profiles", §7
 * listeMandatSupprimable, DELETE mandats/{id}, updateDateDebutMandat, updateDateFinMandatArchive): the deletable
 * mandates, the deletion of one with a reason, and the corrections of a mandate's start or end date against its
 * neighbours (rules in shared/src/domain/suppressions.ts). Each change is ONE transaction conditioned on the
 * versions read — the condominium's too, so that two edits of neighbouring mandates, or an edit and a new
 * attachment request, cannot cross — with its journal line; then the syndic holding the mandate is told by mail.
 */
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import {
  conflitDemande,
  dateBloqueeParDemande,
  mandatSupprimable,
  refusDateDebut,
  refusDateFin,
} from '@registre/shared/domain/suppressions';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { mandats as r } from '@registre/shared/routes/index';
import type { MandatDto } from '@registre/shared/schemas/mandats';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import type { Mandat } from '../adapters/dynamodb/mandat.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import { implementer, type Implementation } from '../platform/http.ts';
import type { Session } from '../platform/session.ts';
import { courrielActionTeneur, prevenirSyndic } from '../coproprietes/courriels.ts';
import { declarants, mandatParId, mandatsDe, versMandatDto } from './commun.ts';

async function exigerCopropriete(idCopropriete: number): Promise<Copropriete> {
  const { data } = await db().entities.copropriete.get({ idCopropriete }).go();
  if (!data) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return data;
}

async function exigerMandat(idMandat: number): Promise<{ m: Mandat; c: Copropriete }> {
  const m = await mandatParId(idMandat);
  if (!m) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return { m, c: await exigerCopropriete(m.idCopropriete) };
}

async function dto(m: Mandat, c: Copropriete): Promise<MandatDto> {
  const t = await declarants([m.idTeledeclarant]);
  return versMandatDto(m, c, t.get(m.idTeledeclarant)?.raisonSociale ?? null);
}

/** GET listeMandatSupprimable/{id}: the ended or refused mandates of the condominium, the latest first. */
export async function mandatsSupprimables(idCopropriete: number): Promise<MandatDto[]> {
  const c = await exigerCopropriete(idCopropriete);
  const ms = (await mandatsDe(idCopropriete))
    .filter(mandatSupprimable)
    .sort((a, b) => b.dateDebut.localeCompare(a.dateDebut) || b.idMandat - a.idMandat);
  const t = await declarants(ms.map((m) => m.idTeledeclarant));
  return ms.map((m) => versMandatDto(m, c, t.get(m.idTeledeclarant)?.raisonSociale ?? null));
}

/**
 * DELETE mandats/{id}?raison=: a deletable mandate SUPPRIME. When it is the condominium's expired current mandate,
 * the condominium no longer has one: it is to be attached again.
 */
export async function supprimerMandat(
  session: Session,
  idMandat: number,
  raison: string,
  maintenant: Date,
): Promise<{ response: boolean }> {
  const { m, c } = await exigerMandat(idMandat);
  if (!mandatSupprimable(m)) throw new ErreurMetier('MANDAT_NON_SUPPRIMABLE');
  const conflit = conflitDemande(c.idDemandeEnCours);
  if (conflit) throw new ErreurMetier(conflit);
  const estLeCourant = c.idMandatCourant === m.idMandat;
  const quand = maintenant.toISOString();
  await transaction((e) => [
    e.mandat
      .patch({ idCopropriete: m.idCopropriete, idMandat: m.idMandat })
      .set({ statut: 'SUPPRIME' })
      .add({ version: 1 })
      .where((a, { eq }) => `${eq(a.version, m.version)} AND ${eq(a.statut, m.statut)}`)
      .commit(),
    estLeCourant
      ? e.copropriete
          .patch({ idCopropriete: c.idCopropriete })
          .set({
            ...(c.etat === 'IMMATRICULEE_RATTACHEMENT_EXPIRE' && { etat: 'IMMATRICULEE_A_RATTACHER' as const }),
            dateModification: quand,
          })
          .remove(['idMandatCourant', 'dateDebutMandat', 'dateFinMandat'])
          .add({ version: 1 })
          .where((a, { eq, notExists }) => `${eq(a.version, c.version)} AND ${notExists(a.idDemandeEnCours)}`)
          .commit()
      : e.copropriete
          .patch({ idCopropriete: c.idCopropriete })
          .set({ dateModification: quand })
          .add({ version: 1 })
          .where((a, { eq, notExists }) => `${eq(a.version, c.version)} AND ${notExists(a.idDemandeEnCours)}`)
          .commit(),
    ligneJournal(e, {
      categorie: 'SUPPRESSION',
      type: 'SUPPRESSION_MANDAT',
      ...acteurDe(session),
      cible: String(c.idCopropriete),
      details: {
        idMandat: m.idMandat,
        idTeledeclarant: m.idTeledeclarant,
        statutPrecedent: m.statut,
        ...(estLeCourant && { mandatCourant: true }),
        raison,
      },
      quand: maintenant,
    }),
  ]);
  await prevenirSyndic(
    m.idTeledeclarant,
    (a) =>
      courrielActionTeneur({
        a: a.email,
        nom: a.nom,
        copropriete: c,
        action: { type: 'SUPPRESSION_MANDAT', mandat: m },
        raison,
      }),
    maintenant,
    'suppression de mandat',
  );
  return { response: true };
}

/**
 * GET updateDateDebutMandat/{idMandat}/{date} (`champ: 'dateDebut'`) and updateDateFinMandatArchive/{idMandat}/{date}
 * (`champ: 'dateFin'`): the date checked against the mandate and its neighbours, blocked while an attachment or a
 * renewal is pending on the condominium; the condominium's mandate end follows when it is its current mandate.
 */
export async function modifierDateMandat(
  session: Session,
  idMandat: number,
  date: string,
  champ: 'dateDebut' | 'dateFin',
  maintenant: Date,
): Promise<MandatDto> {
  const { m, c } = await exigerMandat(idMandat);
  if (dateBloqueeParDemande(c.idDemandeEnCours)) throw new ErreurMetier('RATTACHEMENT_EN_COURS');
  const aujourdhui = dateDuJourParis(maintenant);
  const mandats = await mandatsDe(c.idCopropriete);
  const refus = champ === 'dateDebut' ? refusDateDebut(m, mandats, date, aujourdhui) : refusDateFin(m, mandats, date, aujourdhui);
  if (refus) throw new ErreurMetier(refus.code, { [refus.champ]: refus.message });
  if (m[champ] === date) return dto(m, c);
  const quand = maintenant.toISOString();
  // [issue 11] both dates of the current mandate are copied on the condominium (list columns and criteria)
  const suitLaCopropriete = c.idMandatCourant === m.idMandat;
  await transaction((e) => [
    e.mandat
      .patch({ idCopropriete: m.idCopropriete, idMandat: m.idMandat })
      .set({ [champ]: date })
      .add({ version: 1 })
      .where((a, { eq }) => `${eq(a.version, m.version)} AND ${eq(a.statut, m.statut)}`)
      .commit(),
    // the condominium's version guards the neighbours read and the absence of a new attachment request
    e.copropriete
      .patch({ idCopropriete: c.idCopropriete })
      .set({
        ...(suitLaCopropriete && (champ === 'dateFin' ? { dateFinMandat: date } : { dateDebutMandat: date })),
        dateModification: quand,
      })
      .add({ version: 1 })
      .where((a, { eq }) => eq(a.version, c.version))
      .commit(),
    ligneJournal(e, {
      categorie: 'SUPPRESSION',
      type: 'MODIFICATION_DATES_MANDAT',
      ...acteurDe(session),
      cible: String(c.idCopropriete),
      details: { idMandat: m.idMandat, champ, avant: m[champ], apres: date, statut: m.statut },
      quand: maintenant,
    }),
  ]);
  const { data: apres } = await db().entities.mandat.get({ idCopropriete: m.idCopropriete, idMandat: m.idMandat }).go();
  const nouveau = apres ?? { ...m, [champ]: date, version: m.version + 1 };
  await prevenirSyndic(
    m.idTeledeclarant,
    (a) =>
      courrielActionTeneur({
        a: a.email,
        nom: a.nom,
        copropriete: c,
        action: { type: 'MODIFICATION_DATES_MANDAT', avant: m, apres: nouveau },
        raison: null,
      }),
    maintenant,
    'modification des dates du mandat',
  );
  return dto(nouveau, c);
}

export const implementationsGestionMandats: Implementation[] = [
  implementer(r.mandatsSupprimables, ({ params }) => mandatsSupprimables(params.id)),
  implementer(r.supprimerMandat, ({ session, params, query, maintenant }) =>
    supprimerMandat(session, params.id, query.raison, maintenant),
  ),
  implementer(r.modifierDateDebutMandat, ({ session, params, maintenant }) =>
    modifierDateMandat(session, params.idMandat, params.date, 'dateDebut', maintenant),
  ),
  implementer(r.modifierDateFinMandatArchive, ({ session, params, maintenant }) =>
    modifierDateMandat(session, params.idMandat, params.date, 'dateFin', maintenant),
  ),
];
