/**
 * PUT updateParcelleNonGeolocalisees/{idDeclaration} (spec 000 §2 "condominiums with non-geolocated parcels"):
 * the declarant of a condominium registered while parcels could not be located replaces them once the
 * geocoder finds them. The declaration must be the condominium's current one and belong to the caller's
 * declarant (404 otherwise, keepers included: they have their own update); at least one parcel is geolocated
 * now. One transaction: the declaration's parcels, the condominium's flag and parcel keys, the journal line.
 */
import { clesDoublon } from '@registre/shared/domain/copropriete/doublons';
import type { ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import {
  identifiantParcelle,
  MESSAGES_IDENTIFICATION,
  parcelleSchema,
  type ParcelleFormulaire,
} from '@registre/shared/schemas/copropriete/identification';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import type { Session } from '../platform/session.ts';
import { chargerDeclaration } from './commun.ts';
import { ecrituresCles } from './doublons.ts';

export async function remplacerParcelles(
  session: Session,
  idDeclaration: number,
  b: { version: number; parcelle: ParcelleFormulaire[] },
  maintenant: Date,
) {
  const d = await chargerDeclaration(idDeclaration);
  const { data: c } =
    d?.idCopropriete !== undefined
      ? await db().entities.copropriete.get({ idCopropriete: d.idCopropriete }).go()
      : { data: null };
  if (
    !d ||
    !c ||
    session.idTeledeclarant === null ||
    c.idDeclarationCourante !== idDeclaration ||
    (c.idTeledeclarant !== session.idTeledeclarant && d.idTeledeclarant !== session.idTeledeclarant)
  )
    throw new ErreurMetier('RESSOURCE_INTROUVABLE');

  const erreurs: Record<string, string> = {};
  const parcelles = b.parcelle.map((p, i) => {
    const r = parcelleSchema.safeParse(p);
    if (!r.success) for (const x of r.error.issues) erreurs[['parcelle', i, ...x.path.map(String)].join('.')] ??= x.message;
    return r.success ? r.data : null;
  });
  const lues = parcelles.filter((p) => p !== null);
  if (lues.length === parcelles.length) {
    if (!lues.some((p) => p.geolocalisee)) erreurs.parcelle = MESSAGES_IDENTIFICATION.parcelleGeolocalisee;
    const vues = new Set<string>();
    lues.forEach((p, i) => {
      const id = identifiantParcelle(p);
      if (id && vues.has(id)) erreurs[`parcelle.${i}.numero`] ??= MESSAGES_IDENTIFICATION.parcelleEnDouble;
      if (id) vues.add(id);
    });
  }
  if (Object.keys(erreurs).length > 0) throw new ErreurMetier('REQUETE_INVALIDE', erreurs);
  if (d.version !== b.version) throw new ErreurMetier('CONFLIT_MODIFICATION');

  const v = d.immatCopropriete as ImmatCopropriete;
  const valeur: ImmatCopropriete = { ...v, identification: { ...v.identification, parcelle: lues } };
  const cles = clesDoublon(valeur.identification);
  const nonGeolocalisees = lues.some((p) => !p.geolocalisee);
  const quand = maintenant.toISOString();
  const { acteur, profil } = acteurDe(session);
  await transaction((e) => [
    e.declaration
      .patch({ idDeclaration })
      .set({ immatCopropriete: valeur, dateModification: quand })
      .add({ version: 1 })
      .where((a, { eq }) => eq(a.version, d.version))
      .commit(),
    (cles.length > 0
      ? e.copropriete
          .patch({ idCopropriete: c.idCopropriete })
          .set({ parcellesNonGeolocalisees: nonGeolocalisees, clesDoublon: cles.map((k) => k.cle), dateModification: quand })
      : e.copropriete
          .patch({ idCopropriete: c.idCopropriete })
          .set({ parcellesNonGeolocalisees: nonGeolocalisees, dateModification: quand })
          .remove(['clesDoublon'])
    )
      .add({ version: 1 })
      .where((a, { eq }) => eq(a.version, c.version))
      .commit(),
    ...ecrituresCles(e, c.idCopropriete, cles, [...(c.clesDoublon ?? [])]),
    ligneJournal(e, {
      categorie: 'IMMATRICULATION',
      type: 'MODIFICATION_PARCELLES',
      acteur,
      profil,
      cible: c.immatriculation ?? String(c.idCopropriete),
      details: { idDeclaration, nbParcelles: lues.length, parcellesNonGeolocalisees: nonGeolocalisees },
      quand: maintenant,
    }),
  ]);
  return { response: true };
}
