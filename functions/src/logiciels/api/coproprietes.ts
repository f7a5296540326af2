/**
 * [issue 25] `GET /api/logiciels/v1/coproprietes` and `/coproprietes/{numero}`: the establishment's condominiums,
 * by pages of `limite` (1–100) under an opaque cursor, and one condominium's full record.
 *
 * What is read (ACCESS-PATTERNS.md « Web service for syndic software », W1–W2), measured on the local table
 * (a summary ≈ 2.1 kB, a list row ≈ 0.6 kB):
 * - the whole list, or anything `modifieesDepuis`: the establishment's summaries on gsi1 (`TD_COPROS#<id>`, D5),
 *   FilterExpression `etat <> SUPPRIMEE` (and `dateModification >= depuis`), in key order (stable, not
 *   meaningful), requests of growing `Limit` until the page is full (+1 to know whether another page follows); an
 *   echeance is then decided on each summary by the list's ONE definition of its filter (`dansFiltre`). A page of 100
 *   of the whole list ≈ 26 RCU in one request; `modifieesDepuis` reads every summary after the cursor until the page
 *   is full (grows with the establishment, never with the register);
 * - an echeance without `modifieesDepuis`: the syndic's list read model (`ligneListe`, L1), the partition of the
 *   filter the echeance names — `annuelle` (annual update due or late: the stored status), `mandate` (attached under
 *   a current mandate) with a FilterExpression `dateFinMandat <= today + jours` — newest condominium first, until the
 *   page is full (+1), then ONE BatchGet of the page's summaries for what a row does not carry (last change, the
 *   annual update's dates): a page of 100 ≈ 7.5 RCU of rows + 50 RCU of summaries (0.5 each); `fin-mandat` also
 *   reads the rows of the current mandates ending later.
 * The states (annual update due or late, mandate expired) are those the writes and the daily workflows stored:
 * nothing is recomputed from dates here.
 */
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import {
  ecrireCurseurListe,
  finMandatDuCurseur,
  lectureListe,
  lireCurseurListe,
  majAnnuelleLogiciel,
  mandatLogiciel,
  type CurseurListe,
  type LectureListe,
} from '@registre/shared/domain/logiciels/liste';
import { estNotaire } from '@registre/shared/domain/profils';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { FicheCopropriete } from '@registre/shared/schemas/copropriete/miseAJour';
import type { CoproprieteResume, listeCoproprietesQuerySchema } from '@registre/shared/schemas/logiciels/api';
import type { z } from 'zod';
import { db } from '../../adapters/dynamodb/service.ts';
import type { Copropriete } from '../../adapters/dynamodb/copropriete.ts';
import { rangCopropriete, type LigneListe } from '../../adapters/dynamodb/ligneListe.ts';
import { estInacheve, Inacheve, reessayer } from '../../adapters/dynamodb/reessais.ts';
import { ficheCopropriete } from '../../coproprietes/fiche.ts';
import { dansFiltre } from '../../coproprietes/filtres.ts';
import { ligneFiltrableDe } from '../../projecteurs/listes.ts';
import { coproprieteDuTitulaire, exigerEtablissement, type SessionEtablissement } from './commun.ts';
import type { Session } from '../../platform/session.ts';

type Criteres = z.output<typeof listeCoproprietesQuerySchema>;

/** What a summary needs of a condominium's item. */
const ATTRIBUTS = [
  'idCopropriete',
  'immatriculation',
  'nomCopropriete',
  'adresseReference',
  'etat',
  'idTeledeclarant',
  'idDemandeEnCours',
  'idMandatCourant',
  'dateDebutMandat',
  'dateFinMandat',
  'statutMajAnnuelle',
  'majAnnuelleExigibleLe',
  'majAnnuelleDateLimite',
  'parcellesNonGeolocalisees',
  'dateModification',
  'dateCreation',
] as const;
type Resume = Pick<Copropriete, (typeof ATTRIBUTS)[number]>;

/**
 * How many items the n-th DynamoDB request of a page examines when a filter may drop some: what the page still
 * needs (+1) at first — a dense filter reads no more than the page —, then twice as many each time, up to 1 000 —
 * a sparse one needs few round trips. What a request reads past the page's end is the price of a full page.
 */
const aExaminer = (manquent: number, requete: number) => Math.min(1000, manquent * 2 ** requete);

function resume(c: Partial<Resume> & { etat: string; idCopropriete: number }): CoproprieteResume {
  const lu = {
    etat: c.etat,
    statutMajAnnuelle: c.statutMajAnnuelle ?? null,
    majAnnuelleExigibleLe: c.majAnnuelleExigibleLe ?? null,
    majAnnuelleDateLimite: c.majAnnuelleDateLimite ?? null,
    avecMandat: c.idMandatCourant !== undefined && c.idMandatCourant !== null,
    dateDebutMandat: c.dateDebutMandat ?? null,
    dateFinMandat: c.dateFinMandat ?? null,
  };
  return {
    numeroImmatriculation: c.immatriculation ?? null,
    idDemande: c.idDemandeEnCours?.startsWith('IMMATRICULATION-') ? c.idDemandeEnCours : null,
    nomCopropriete: c.nomCopropriete ?? null,
    adresse: c.adresseReference ?? null,
    etat: c.etat,
    dateDerniereModification: c.dateModification ?? c.dateCreation ?? null,
    majAnnuelle: majAnnuelleLogiciel(lu),
    mandat: mandatLogiciel(lu),
  };
}

/** The summaries of these ids (ONE BatchGet, the keys DynamoDB left unprocessed asked again), by id. */
async function resumesDe(ids: number[]): Promise<Map<number, Resume>> {
  const parId = new Map<number, Resume>();
  let cles = ids.map((idCopropriete) => ({ idCopropriete }));
  if (!cles.length) return parId;
  await reessayer(
    async () => {
      const { data, unprocessed } = await db()
        .entities.copropriete.get(cles)
        .go({ attributes: [...ATTRIBUTS] });
      for (const c of data as Resume[]) parId.set(c.idCopropriete, c);
      cles = unprocessed as { idCopropriete: number }[];
      if (cles.length) throw new Inacheve('Liste des copropriétés : lecture des résumés non traitée');
    },
    { essais: 6, pauseMs: 20, pauseMaxMs: 500, reessayable: estInacheve },
  );
  return parId;
}

/** A page of the list read model: `limite` rows after the cursor (+1 to know if another page follows). */
async function pageDeLaListe(td: number, l: LectureListe, limite: number, apres: string | null) {
  const lues: LigneListe[] = [];
  let curseur: string | null = null;
  let n = 0;
  do {
    const requete = db().entities.ligneListe.query.parListe({ idTeledeclarant: td, filtre: l.filtre });
    const bornee = apres ? requete.lt({ rang: apres }) : requete;
    const jusquau = l.finMandatJusquau;
    const options = { order: 'desc' as const, limit: aExaminer(limite + 1 - lues.length, jusquau ? n++ : 0), cursor: curseur };
    const r: { data: LigneListe[]; cursor: string | null } = jusquau
      ? await bornee.where((a, { lte }) => lte(a.dateFinMandat, jusquau)).go(options)
      : await bornee.go(options);
    lues.push(...r.data);
    curseur = r.cursor;
  } while (curseur && lues.length <= limite);
  const page = lues.slice(0, limite);
  const resumes = await resumesDe(page.map((x) => x.idCopropriete));
  return {
    coproprietes: page.map((x) =>
      resume(resumes.get(x.idCopropriete) ?? { ...x, idMandatCourant: x.avecMandat ? 0 : undefined }),
    ),
    suite: lues.length > limite ? page.at(-1)!.rang : null,
  };
}

/**
 * A page of the establishment's summaries on gsi1 (FilterExpression: not deleted, and changed since the instant if
 * asked), decided on the echeance in memory by the list's filter; `apres` is the id of the last summary examined
 * (key order).
 */
async function pageDesResumes(td: number, l: LectureListe, limite: number, apres: string | null, notaire: boolean) {
  const depuis = l.modifieesDepuis;
  const garder = (c: Resume) =>
    c.etat !== 'SUPPRIMEE' &&
    dansFiltre(l.filtre, ligneFiltrableDe(c), { notaire }) &&
    (!l.finMandatJusquau || (!!c.dateFinMandat && c.dateFinMandat.slice(0, 10) <= l.finMandatJusquau));
  const retenues: Resume[] = [];
  let dernier = apres;
  let curseur: string | null = null;
  for (let n = 0; ; n++) {
    const requete = db().entities.copropriete.query.parTeledeclarant({ idTeledeclarant: td });
    const r: { data: Resume[]; cursor: string | null } = await (apres ? requete.gt({ idCopropriete: Number(apres) }) : requete)
      .where((a, { gte, ne }) =>
        depuis ? `${ne(a.etat, 'SUPPRIMEE')} AND ${gte(a.dateModification, depuis)}` : ne(a.etat, 'SUPPRIMEE'),
      )
      .go({ limit: aExaminer(limite + 1 - retenues.length, n), cursor: curseur, attributes: [...ATTRIBUTS] });
    for (const c of r.data) {
      if (garder(c)) {
        // one more than the page: another page follows, starting after the last summary examined
        if (retenues.length === limite) return { coproprietes: retenues.map(resume), suite: dernier };
        retenues.push(c);
      }
      dernier = String(c.idCopropriete);
    }
    curseur = r.cursor;
    if (!curseur) return { coproprietes: retenues.map(resume), suite: null };
  }
}

/** GET coproprietes: one page of the establishment's condominiums under the criteria. */
export async function listerCoproprietes(s: Session | null, q: Criteres, maintenant: Date) {
  const session = exigerEtablissement(s);
  const l = lectureListe(q, dateDuJourParis(maintenant), finMandatDuCurseur(q.curseur));
  let curseur: CurseurListe | null = null;
  if (q.curseur) {
    const lu = lireCurseurListe(q.curseur, l.signature);
    if ('erreur' in lu) throw new ErreurMetier('REQUETE_INVALIDE', { curseur: lu.erreur });
    curseur = lu;
  }
  const { coproprietes, suite } =
    l.modifieesDepuis || l.filtre === 'seeAllCopro'
      ? await pageDesResumes(session.idTeledeclarant, l, q.limite, curseur?.apres ?? null, estNotaire(session.profil))
      : await pageDeLaListe(session.idTeledeclarant, l, q.limite, curseur ? rangCopropriete(Number(curseur.apres)) : null);
  return {
    coproprietes,
    curseurSuivant: suite ? ecrireCurseurListe(l.signature, { apres: suite, finMandatJusquau: l.finMandatJusquau }) : null,
  };
}

/** GET coproprietes/{numero}: the record the forms show, of the establishment's own condominium only (else 404). */
export async function ficheLogiciel(s: Session | null, numero: string): Promise<FicheCopropriete> {
  const session: SessionEtablissement = exigerEtablissement(s);
  const c = await coproprieteDuTitulaire(session, numero);
  return ficheCopropriete(session, c.idCopropriete);
}
