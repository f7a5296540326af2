/**
 * [issue 27] Opening an update (POST declaration/{a}/{b}/{c}): the update draft of a condominium — one at most in
 * progress per condominium, so per account, condominium and kind. Resuming it writes nothing; starting one (none in
 * progress, another kind, or c=true to start again from the declaration in force) writes the new draft, deletes the
 * previous one and moves the uniqueness item (brouillonMaj) in ONE transaction conditioned on that item: of 50
 * concurrent openings, one writes and the 49 others get its draft. [issue 25] `preparerMiseAJour` opens the same
 * draft in memory for a caller that records at once (the web service): these writes join the recording's transaction.
 */
import { nouvelExercice } from '@registre/shared/domain/copropriete/verrou';
import type { DonneesFinancieres, ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import { immatCoproprieteBrouillonSchema } from '@registre/shared/schemas/copropriete/immatCopropriete';
import { TYPES_MAJ_ASSISTANT, type TypeMajAssistant } from '@registre/shared/schemas/copropriete/miseAJour';
import type { DeclarationDto } from '@registre/shared/schemas/copropriete/api';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { db, transaction, type EntitesTransaction } from '../adapters/dynamodb/service.ts';
import { reessayer } from '../adapters/dynamodb/reessais.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import type { Declaration } from '../adapters/dynamodb/declaration.ts';
import type { Session } from '../platform/session.ts';
import { chargerDeclaration, prochainNumero, versDto } from './commun.ts';
import {
  brouillonMiseAJour,
  chargerCopropriete,
  contexteMiseAJour,
  declarationSource,
  exercicesDe,
  exigerPossible,
  type MiseAJourOuverte,
} from './miseAJour.ts';

const estBrouillonMaj = (d: Declaration | null, idCopropriete: number): d is Declaration =>
  d !== null &&
  d.idCopropriete === idCopropriete &&
  d.statut === 'BROUILLON' &&
  (TYPES_MAJ_ASSISTANT as readonly string[]).includes(d.typeMaj ?? '');

/**
 * The uniqueness item and the draft in progress it points to, or null (the item is stale: that draft was since
 * recorded or deleted); without an item, a draft opened before the item existed.
 */
async function brouillonEnCours(idCopropriete: number) {
  const { data: unicite } = await db().entities.brouillonMaj.get({ idCopropriete }).go({ consistent: true });
  if (!unicite) return { unicite, enCours: await brouillonMiseAJour(idCopropriete) };
  const pointe = await chargerDeclaration(unicite.idDeclaration);
  return { unicite, enCours: estBrouillonMaj(pointe, idCopropriete) ? pointe : null };
}

const ESSAIS = 8;

/**
 * The update draft of condominium a for kind b: the one in progress (c=false, same kind), or a new one taken from
 * the declaration in force (c=true, none in progress, or one of another kind, which it replaces). An opening that
 * loses the race on the uniqueness item reads again: the winner's draft of that kind is its answer.
 */
export async function ouvrirMiseAJour(
  s: Session,
  idCopropriete: number,
  typeMaj: TypeMajAssistant,
  nouvelle: boolean,
  maintenant: Date,
): Promise<DeclarationDto> {
  const { brouillon, copropriete } = await ouvrirBrouillonMiseAJour(s, idCopropriete, typeMaj, nouvelle, maintenant);
  return versDto(brouillon, maintenant, contexteMiseAJour(copropriete, brouillon, maintenant));
}

/** `ouvrirMiseAJour` without the form's view: what it read and wrote. */
async function ouvrirBrouillonMiseAJour(
  s: Session,
  idCopropriete: number,
  typeMaj: TypeMajAssistant,
  nouvelle: boolean,
  maintenant: Date,
): Promise<MiseAJourOuverte> {
  const c = await chargerCopropriete(idCopropriete);
  exigerPossible(s, c, typeMaj);
  let idDeclaration: number | null = null;
  // the draft this opening replaces (c=true): any other draft of the kind, met on a new try, is a fresh one
  let remplace: number | undefined;
  // starting again always writes a new draft: its number and its source are read beside the draft in progress
  let source: Promise<Declaration> | undefined;
  return reessayer(
    async (essai) => {
      const premier = nouvelle && essai === 1;
      if (premier) source = declarationSource(c, typeMaj);
      const [{ unicite, enCours }, numero] = await Promise.all([
        brouillonEnCours(idCopropriete),
        premier ? prochainNumero('declaration') : null,
        source,
      ]);
      idDeclaration ??= numero;
      if (essai === 1) remplace = enCours?.idDeclaration;
      if (enCours && enCours.typeMaj === typeMaj && (!nouvelle || (essai > 1 && enCours.idDeclaration !== remplace)))
        return { brouillon: enCours, copropriete: c };
      idDeclaration ??= await prochainNumero('declaration');
      source ??= declarationSource(c, typeMaj);
      const lue = await source;
      await creerBrouillon(
        s,
        brouillonNeuf(s, c, typeMaj, lue, idDeclaration, maintenant),
        enCours,
        unicite?.idDeclaration ?? null,
      );
      const ecrit = await chargerDeclaration(idDeclaration);
      // an opening that started again (c=true) replaced it meanwhile: the next try answers that one's draft
      if (!ecrit) throw new Error('Brouillon remplacé par une ouverture concurrente');
      return { brouillon: ecrit, copropriete: c, source: lue };
    },
    // another opening of this condominium moved the item first: read again
    {
      essais: ESSAIS,
      pauseMs: 10,
      pauseMaxMs: 200,
      reessayable: (e) => !(e instanceof ErreurMetier) || e.code === 'CONFLIT_MODIFICATION',
    },
  );
}

/** The update draft of kind `typeMaj` in progress on the condominium, read without writing anything (the spec's GET). */
export async function voirMiseAJour(
  s: Session,
  idCopropriete: number,
  typeMaj: TypeMajAssistant,
  maintenant: Date,
): Promise<DeclarationDto> {
  const c = await chargerCopropriete(idCopropriete);
  exigerPossible(s, c, typeMaj);
  const { enCours } = await brouillonEnCours(idCopropriete);
  if (!enCours || enCours.typeMaj !== typeMaj) throw new ErreurMetier('MISE_A_JOUR_NON_OUVERTE');
  return versDto(enCours, maintenant, contexteMiseAJour(c, enCours, maintenant));
}

/** The new draft's item: the declaration in force's blocks (a new exercise for an annual update). */
function brouillonNeuf(
  s: Session,
  c: Copropriete,
  typeMaj: TypeMajAssistant,
  source: Declaration,
  idDeclaration: number,
  maintenant: Date,
): Declaration {
  const blocs = structuredClone(source.immatCopropriete as ImmatCopropriete);
  if (typeMaj === 'ANNUELLE')
    blocs.donneesFinancieres = {
      ...immatCoproprieteBrouillonSchema.parse({}).donneesFinancieres,
      ...nouvelExercice(exercicesDe(c)),
    } as DonneesFinancieres;
  const quand = maintenant.toISOString();
  return {
    idDeclaration,
    idCopropriete: c.idCopropriete,
    // a keeper has no declarant: the draft is the condominium's, reached through its record only
    idTeledeclarant: s.idTeledeclarant ?? 0,
    loginCreateur: s.login,
    statut: 'BROUILLON',
    typeDeclaration: 'BROUILLON',
    typeImmat: c.typeImmat as Declaration['typeImmat'],
    typeMaj,
    etape: 'identification',
    immatCopropriete: blocs,
    confirmations: [],
    versionCopropriete: c.version,
    geolocalisationIndisponible: source.geolocalisationIndisponible ?? false,
    ...(blocs.identification.nomCopropriete && { nomCopropriete: blocs.identification.nomCopropriete }),
    ...(blocs.identification.adressePrincipale?.libelle && {
      adresseReference: blocs.identification.adressePrincipale.libelle,
    }),
    dateCreation: quand,
    dateModification: quand,
    version: 1,
  };
}

/**
 * What opening a draft writes besides the draft: the draft it replaces deleted (condition on its version), the
 * uniqueness item moved onto the new one (condition: still the item that was read).
 */
function ecrituresOuverture(
  e: EntitesTransaction,
  s: Session,
  d: Pick<Declaration, 'idDeclaration' | 'idCopropriete' | 'typeMaj' | 'dateCreation'>,
  enCours: Declaration | null,
  pointeLu: number | null,
) {
  const idCopropriete = d.idCopropriete!;
  const unicite = { idDeclaration: d.idDeclaration, typeMaj: d.typeMaj!, login: s.login, dateCreation: d.dateCreation };
  return [
    ...(enCours
      ? [
          e.declaration
            .delete({ idDeclaration: enCours.idDeclaration })
            .where((a, { eq }) => eq(a.version, enCours.version))
            .commit(),
        ]
      : []),
    pointeLu === null
      ? e.brouillonMaj.create({ idCopropriete, ...unicite }).commit()
      : e.brouillonMaj
          .patch({ idCopropriete })
          .set(unicite)
          .where((a, { eq }) => eq(a.idDeclaration, pointeLu))
          .commit(),
  ];
}

async function creerBrouillon(s: Session, d: Declaration, enCours: Declaration | null, pointeLu: number | null) {
  await transaction((e) => [...ecrituresOuverture(e, s, d, enCours, pointeLu), e.declaration.create(d).commit()]);
}

/**
 * [issue 25] An update started again and recorded at once (the web service), opened without writing anything: the
 * draft in memory, what was read, and what the recording's transaction writes for the opening (`enMemoire`). A
 * recording refused by the rules writes the draft as the opening would have (`ecrire`), so the syndic finds it on
 * the condominium's record.
 */
export async function preparerMiseAJour(
  s: Session,
  idCopropriete: number,
  typeMaj: TypeMajAssistant,
  maintenant: Date,
): Promise<MiseAJourOuverte & Required<Pick<MiseAJourOuverte, 'source' | 'enMemoire'>>> {
  const c = await chargerCopropriete(idCopropriete);
  exigerPossible(s, c, typeMaj);
  const [{ unicite, enCours }, idDeclaration, source] = await Promise.all([
    brouillonEnCours(idCopropriete),
    prochainNumero('declaration'),
    declarationSource(c, typeMaj),
  ]);
  const brouillon = brouillonNeuf(s, c, typeMaj, source, idDeclaration, maintenant);
  const pointeLu = unicite?.idDeclaration ?? null;
  return {
    brouillon,
    copropriete: c,
    source,
    enMemoire: {
      ecritures: (e) => ecrituresOuverture(e, s, brouillon, enCours, pointeLu),
      ecrire: () => creerBrouillon(s, brouillon, enCours, pointeLu),
    },
  };
}
