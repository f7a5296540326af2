/**
 * POST api/coproprietes/rechercher: the condominiums of the caller's declarant (gsi1 `TD_COPROS#<id>`, projected
 * on the list's columns), filtered, sorted and paged in memory (filtres.ts). A declarant holds at most a few
 * thousand condominiums: one Query, no Scan.
 *
 * Keepers (no declarant) hold VISUALISER_COPRO too: their search over the whole register is another route
 * (issue 5); here they get the condominium of a registration number given in `immatriculationOuNom` (gsi2
 * lookup), or an empty page.
 * The action filters (renouveler-mandat, declare-new-successor, dissolution) also read whether a request is pending
 * and whether the condominium has a mandate; those two facts are not columns of the answer.
 */
import { normaliserImmatriculation } from '@registre/shared/domain/valeurs';
import { db } from '../adapters/dynamodb/service.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import type { Session } from '../platform/session.ts';
import { estNotaire } from '@registre/shared/domain/profils';
import { filtrerCoproprietes, statutRattachement, type Filtre, type LigneFiltrable } from './filtres.ts';

const COLONNES = [
  'idCopropriete',
  'idDeclarationCourante',
  'immatriculation',
  'nomCopropriete',
  'adresseReference',
  'etat',
  'idTeledeclarant',
  'nbLots',
  'nbBatiments',
  'dateFinMandat',
  'representantLegal',
  'parcellesNonGeolocalisees',
  'idDemandeEnCours',
  'idMandatCourant',
] as const;

export function versLigne(c: Partial<Copropriete>): LigneFiltrable {
  return {
    idCopropriete: c.idCopropriete!,
    idDeclaration: c.idDeclarationCourante ?? null,
    immatriculation: c.immatriculation ?? null,
    nomCopropriete: c.nomCopropriete ?? null,
    adresseReference: c.adresseReference ?? null,
    etat: c.etat!,
    statutRattachement: statutRattachement(c.etat!),
    numTeledeclarant: c.idTeledeclarant ?? null,
    nbLots: c.nbLots ?? null,
    nbBatiments: c.nbBatiments ?? null,
    dateFinMandat: c.dateFinMandat ?? null,
    majAnnuelle: null,
    representantLegal: c.representantLegal ?? null,
    parcellesNonGeolocalisees: c.parcellesNonGeolocalisees ?? false,
    demandeEnCours: Boolean(c.idDemandeEnCours),
    avecMandat: c.idMandatCourant !== undefined && c.idMandatCourant !== null,
  };
}

export async function rechercherCoproprietes(
  session: Session,
  c: {
    paginationOptions: { pageNumber: number; pageSize: number; sortField?: string; sortDirection?: 'asc' | 'desc' };
    immatriculationOuNom?: string | null;
    etatsCopropriete?: string[] | null;
    filtre?: Filtre | null;
  },
) {
  let lignes: Partial<Copropriete>[];
  if (session.idTeledeclarant !== null) {
    lignes = (
      await db()
        .entities.copropriete.query.parTeledeclarant({ idTeledeclarant: session.idTeledeclarant })
        .go({ pages: 'all', attributes: [...COLONNES] })
    ).data;
  } else {
    const immat = c.immatriculationOuNom ? normaliserImmatriculation(c.immatriculationOuNom) : null;
    lignes = immat
      ? (
          await db()
            .entities.copropriete.query.parImmatriculation({ immatriculation: immat })
            .go({ attributes: [...COLONNES] })
        ).data
      : [];
  }
  const { lignes: page, total } = filtrerCoproprietes(lignes.map(versLigne), c, { notaire: estNotaire(session.profil) });
  return { ligneRechercheCoproprieteDTOList: page, totalItems: total };
}
