/** Lambda of the `referentiels` area: every reference list, computed from the contract's enums; communes and geocoding. */
import { referentiels as r } from '@registre/shared/routes/index';
import {
  Civilite,
  EnergieUtilisee,
  EtatCopropriete,
  FAITS_GENERATEURS,
  MotifDissolution,
  PIECES_DISSOLUTION,
  PeriodeConstruction,
  StatutCompteUtilisateur,
  StatutTeledeclarant,
  TYPES_TELEDECLARANT_MIN,
  TypeChauffage,
  TypeDemandeValidation,
  TypeJustifMandat,
  TypeTeledeclarant,
} from '@registre/shared/domain/enums';
import { LIBELLES_PROFIL, type Profil } from '@registre/shared/domain/profils';
import { PROFILS_PAR_TYPE, STATUTS_SUIVANTS, profilsAttribuables } from '@registre/shared/domain/teledeclarant';
import { codesApeAutorises } from '@registre/shared/domain/codesApe';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { creerHandler, implementer } from '../platform/http.ts';
import { db } from '../adapters/dynamodb/service.ts';
import { implementationsGeographie } from './geographie.ts';

const profils = (liste: readonly Profil[]) => liste.map((code) => ({ code, libelle: LIBELLES_PROFIL[code] }));
const statutsTd = (liste: readonly (keyof typeof StatutTeledeclarant.labels)[]) =>
  liste.map((code) => ({ code, libelle: StatutTeledeclarant.labels[code] }));
const constante =
  <T>(v: T) =>
  async () =>
    v;

export const implementations = [
  implementer(r.civilites, constante(Civilite.list)),
  implementer(r.statutsCompte, constante(StatutCompteUtilisateur.list)),
  implementer(r.profilsDisponibles, async ({ session }) => profils(profilsAttribuables(session.profil))),
  implementer(r.profilsDisponiblesPourUtilisateur, async ({ session, params }) => {
    const { data: cible } = await db().entities.utilisateur.get({ login: params.id.toLowerCase() }).go();
    // ownership: a declarant's administrator only sees the users of their own declarant; keepers see keepers
    const memeCompte =
      cible &&
      (session.idTeledeclarant !== null
        ? cible.idTeledeclarant === session.idTeledeclarant
        : cible.idTeledeclarant === undefined && cible.profil.startsWith('TENEUR_'));
    if (!cible || !memeCompte) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
    if (cible.adminPrincipal) return profils([cible.profil]);
    const possibles = profilsAttribuables(session.profil);
    return profils(possibles.includes(cible.profil) ? possibles : [cible.profil]);
  }),
  implementer(r.profilsParType, async ({ params }) => profils(PROFILS_PAR_TYPE[params.t] ?? [])),
  implementer(r.statutsTeledeclarantRecherche, constante(StatutTeledeclarant.list)),
  implementer(r.statutsTeledeclarantSuivants, async ({ params }) => statutsTd(STATUTS_SUIVANTS[params.t])),
  implementer(r.typesTeledeclarant, async ({ params }) =>
    params.t === 'all' ? TypeTeledeclarant.list : TypeTeledeclarant.list.filter((t) => t.code === params.t),
  ),
  implementer(
    r.typesTeledeclarantMin,
    constante(TypeTeledeclarant.list.filter((t) => (TYPES_TELEDECLARANT_MIN as readonly string[]).includes(t.code))),
  ),
  implementer(r.etatsCopropriete, constante(EtatCopropriete.list)),
  implementer(r.energies, constante(EnergieUtilisee.list)),
  implementer(r.typesChauffage, constante(TypeChauffage.list)),
  implementer(r.periodesConstruction, constante(PeriodeConstruction.list)),
  implementer(r.piecesJustificatives, async ({ query }) =>
    // a provisional administrator is appointed by court order; a syndic by contract or general-assembly minutes
    TypeJustifMandat.list.filter((t) => (query.adminProvisoire === 'true') === (t.code === 'ORDO_NOMINATION')),
  ),
  implementer(r.piecesDissolution, async ({ params }) => PIECES_DISSOLUTION[params.x]),
  implementer(r.motifsDissolution, constante(MotifDissolution.list)),
  implementer(r.faitsGenerateurs, async ({ params }) => FAITS_GENERATEURS[params.x]),
  implementer(r.typesDemandeValidation, constante(TypeDemandeValidation.list)),
  implementer(r.codesApe, async ({ params }) => codesApeAutorises(params.type)),
  // [issue 4] communes, absorbed communes, geocoding of addresses and parcels, building ids
  ...implementationsGeographie,
];

export const handler = creerHandler(implementations);
