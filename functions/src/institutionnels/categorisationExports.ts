/**
 * [issue 13] The exports of the categorisation tool, on the same selection as the search (`selection` of
 * ./categorisation.ts) and the scope the platform checked and handed over (functions/src/platform/perimetre.ts):
 * - synthesis report: the selection read once into counters (`cumuler`), the report made from them;
 * - extraction: the selected rows, in the spec's order, written as they are read (csv-stringify, exceljs stream);
 * - fact sheets: one PDF, or a zip made one sheet at a time; the numbers whose sheet could not be made are named
 *   in the warning header (spec 001 §8).
 * Every file is answered in the response (the sizes are bounded: FICHES_ZIP_MAX sheets, LIGNES_EXTRACTION_DIRECTE
 * rows); each download is journaled (counted for the keepers' indicators).
 */
import { createHash, randomUUID } from 'node:crypto';
import { buffer, text } from 'node:stream/consumers';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { nomFicheCopropriete } from '@registre/shared/domain/copropriete/ficheCopropriete';
import { vueLigne } from '@registre/shared/domain/categorisation/criteres';
import { cleTerritoire, type Perimetre } from '@registre/shared/domain/categorisation/perimetre';
import { cumuler, syntheseDepuis } from '@registre/shared/domain/categorisation/synthese';
import { suiviProgression, type Progression } from '@registre/shared/domain/exports/progression';
import { nomFichierDate } from '@registre/shared/domain/exports/tableur';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import {
  ENTETE_AVERTISSEMENT,
  LIGNES_EXTRACTION_DIRECTE,
  type DemandeExportSaisie,
  type Extraction,
} from '@registre/shared/routes/categorisationExports.routes';
import { TRANCHES, TYPES_SYNDIC } from '@registre/shared/domain/annuaire/projection';
import { EtatCopropriete, PeriodeConstruction } from '@registre/shared/domain/enums';
import { COMPTEURS_INDICATEURS } from '@registre/shared/domain/indicateurs';
import { dateIsoVersFr } from '@registre/shared/domain/valeurs';
import { LIBELLES_PROCEDURE, LIBELLES_STATUT_MANDAT, type CriteresCategorisation } from '@registre/shared/schemas/categorisation';
import { journaliser } from '../adapters/dynamodb/journal.ts';
import { libererVerrouExport, prendreVerrouExport, type VerrouExport } from '../adapters/dynamodb/limitesExports.ts';
import { db } from '../adapters/dynamodb/service.ts';
import { coproprieteImmatriculee, donneesFiche, fichePdf } from '../exports/fiche.ts';
import { syntheseXlsx, synthesePdf, type ContexteSynthese } from '../exports/synthese.ts';
import { csvEnFlux, xlsxEnFlux } from '../exports/tableur.ts';
import { zipDeFiches, type BilanZip } from '../exports/zip.ts';
import { cellulesExtraction, colonnesExtraction } from './extractionCellules.ts';
import { ecrireFlux, ecrireJson, lienTelechargement, lireFlux } from '../adapters/s3/exports.ts';
import { demarrerWorkflow, etatExecution } from '../adapters/workflows/index.ts';
import { config } from '../platform/config.ts';
import { ReponseHttp } from '../platform/http.ts';
import type { Session } from '../platform/session.ts';
import * as geographie from '../statistiques/geographie.ts';
import { lignesALire, selection } from './categorisation.ts';

const PRODUCTEUR = "Registre national d'immatriculation des copropriétés";
const TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
};

const fichier = (octets: Uint8Array, nom: string, format: keyof typeof TYPES, autres: Record<string, string> = {}) =>
  new ReponseHttp(200, Buffer.from(octets), {
    'content-type': TYPES[format],
    'content-disposition': `attachment; filename="${nom}"`,
    ...autres,
  });

async function journaliserTelechargement(
  session: Session,
  type: string,
  cible: string,
  details: Record<string, string | number>,
  quand: Date,
) {
  // counted for the keepers' MCO indicators where it happens, as the raw-data downloads are
  await db().entities.compteur.update({ nom: COMPTEURS_INDICATEURS.nbTelechargementsInstitutionnels }).add({ valeur: 1 }).go();
  await journaliser({
    categorie: 'CATEGORISATION',
    type: 'TELECHARGEMENT_CATEGORISATION',
    acteur: session.login,
    profil: session.profil,
    cible,
    details: { fichier: type, ...details },
    quand,
  });
}

function libellePerimetre(p: Perimetre): string {
  switch (p.niveau) {
    case 'NATIONAL':
      return 'France entière';
    case 'REGION':
      return `Région : ${geographie.region(p.code!)?.nom ?? p.code} (${p.code})`;
    case 'DEPARTEMENT':
      return `Département : ${geographie.departement(p.code!)?.nom ?? p.code} (${p.code})`;
    case 'EPCI':
      return `Intercommunalité : ${geographie.epci(p.code!)?.nom ?? p.code}`;
    case 'COMMUNE':
      return `Commune : ${geographie.commune(p.code!)?.nom ?? p.code} (${p.code})`;
  }
}

const libelles = (l: readonly { code: string; libelle: string }[]) => Object.fromEntries(l.map((x) => [x.code, x.libelle]));
const nomsDe = (codes: readonly string[], nom: (code: string) => string | undefined) =>
  Object.fromEntries(codes.map((c) => [c, `${nom(c) ?? c} (${c})`]));

/** The criteria as the report recalls them: label, values in words. */
export function criteresLisibles(c: CriteresCategorisation): [string, string][] {
  const r: [string, string][] = [];
  const liste = (libelle: string, v: readonly string[] | undefined, mots: Record<string, string>) => {
    if (v?.length) r.push([libelle, v.map((x) => mots[x] ?? x).join(', ')]);
  };
  const valeur = (libelle: string, v: string | number | undefined, texte = (x: string | number) => String(x)) => {
    if (v !== undefined) r.push([libelle, texte(v)]);
  };
  valeur('Numéro ou nom', c.immatriculationOuNom);
  valeur('Mandat commencé le ou après', c.dateDebutMandat, (d) => dateIsoVersFr(String(d)));
  valeur('Mandat finissant le ou avant', c.dateFinMandat, (d) => dateIsoVersFr(String(d)));
  liste('Statuts', c.etatsCopropriete, EtatCopropriete.labels);
  liste('Mandat', c.statut, LIBELLES_STATUT_MANDAT);
  liste(
    'Régions',
    c.regions,
    nomsDe(c.regions, (x) => geographie.region(x)?.nom),
  );
  liste(
    'Départements',
    c.departements,
    nomsDe(c.departements, (x) => geographie.departement(x)?.nom),
  );
  liste(
    'Intercommunalités',
    c.epcis,
    nomsDe(c.epcis, (x) => geographie.epci(x)?.nom),
  );
  liste(
    'Communes',
    c.communes,
    nomsDe(c.communes, (x) => geographie.commune(x)?.nom),
  );
  liste('Tailles', c.tranchesLots, libelles(TRANCHES));
  liste('Périodes de construction', c.periodesConstruction, PeriodeConstruction.labels);
  liste('Types de syndic', c.typesSyndic, libelles(TYPES_SYNDIC));
  liste('Procédures', c.procedures, LIBELLES_PROCEDURE);
  const ouiNon = (x: string | number) => (x === 'oui' ? 'Oui' : 'Non');
  valeur('Mise à jour annuelle en retard', c.majAnnuelleEnRetard, ouiNon);
  valeur('Impayés au seuil du mandat ad hoc', c.impayesAuSeuilAdHoc, ouiNon);
  valeur('Dettes d’au moins', c.dettesMin, (x) => `${x} €`);
  valeur('Fonds de travaux d’au plus', c.fondsTravauxMax, (x) => `${x} €`);
  valeur('Copropriétaires débiteurs de plus de 300 €, au moins', c.coproprietairesDebiteursMin);
  return r;
}

export async function telechargerSynthese(
  session: Session,
  perimetre: Perimetre,
  criteres: CriteresCategorisation,
  format: 'xlsx' | 'pdf',
  maintenant: Date,
) {
  const compteurs = {};
  let n = 0;
  for await (const l of selection(criteres, perimetre)) {
    cumuler(compteurs, l);
    n++;
  }
  const s = syntheseDepuis(compteurs);
  const contexte: ContexteSynthese = { perimetre: libellePerimetre(perimetre), criteres: criteresLisibles(criteres) };
  const octets = format === 'xlsx' ? await syntheseXlsx(s, contexte, maintenant) : await synthesePdf(s, contexte, maintenant);
  await journaliserTelechargement(
    session,
    `rapport-synthetique.${format}`,
    cleTerritoire(perimetre),
    { coproprietes: n },
    maintenant,
  );
  return fichier(octets, nomFichierDate('rapport-synthetique', format, maintenant), format);
}

/**
 * The extraction's file as a stream: the selected rows (the ticked ones when given), the chosen columns. `limite`:
 * beyond it the stream fails with EXTRACTION_TROP_GRANDE (a response carries a bounded file).
 */
function fluxExtraction(
  e: Extraction,
  perimetre: Perimetre,
  format: 'xlsx' | 'csv',
  o: { limite?: number; lues?: (n: number) => void } = {},
) {
  const limite = o.limite ?? Infinity;
  const choisies = e.immatriculations ? new Set(e.immatriculations) : null;
  const compte = { lignes: 0 };
  async function* rangs() {
    for await (const l of selection(e.criteres, perimetre, { lues: o.lues })) {
      if (choisies && !choisies.has(l.im)) continue;
      if (++compte.lignes > limite) throw new ErreurMetier('EXTRACTION_TROP_GRANDE');
      // [issue 27] the labels the screen shows, codes of department and region in columns of their own
      yield cellulesExtraction(e.colonnes, vueLigne(l));
    }
  }
  const colonnes = colonnesExtraction(e.colonnes);
  const flux =
    format === 'csv'
      ? csvEnFlux(colonnes, rangs())
      : xlsxEnFlux([{ nom: 'Copropriétés', colonnes, lignes: rangs() }], { createur: PRODUCTEUR });
  return { flux, compte };
}

export async function extraire(session: Session, perimetre: Perimetre, e: Extraction, format: 'xlsx' | 'csv', maintenant: Date) {
  const { flux, compte } = fluxExtraction(e, perimetre, format, { limite: LIGNES_EXTRACTION_DIRECTE });
  // bounded: the response carries the file itself; an error thrown while reading the rows destroys the stream
  // with it, and `buffer` rejects with it
  const octets = await buffer(flux);
  await journaliserTelechargement(
    session,
    `extraction.${format}`,
    cleTerritoire(perimetre),
    { lignes: compte.lignes },
    maintenant,
  );
  return fichier(octets, nomFichierDate('extraction-coproprietes', format, maintenant), format);
}

/** A registered condominium's sheet (the platform refused one outside the caller's scope; unknown: 404). */
export async function telechargerFiche(session: Session, immatriculation: string, maintenant: Date) {
  const c = await coproprieteImmatriculee(immatriculation);
  if (!c) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const pdf = await fichePdf(await donneesFiche(c), maintenant);
  await journaliserTelechargement(session, 'fiche.pdf', immatriculation, {}, maintenant);
  return fichier(pdf, nomFicheCopropriete(immatriculation, dateDuJourParis(maintenant)), 'pdf');
}

const avertissementZip = (b: BilanZip) =>
  b.manquantes.length
    ? `${b.manquantes.length} fiche(s) n'ont pas pu être produites : ${b.manquantes.map((m) => `${m.immatriculation} (${m.raison})`).join(', ')}.`
    : null;

/** The sheets of a zip (the platform refused the whole request when one number lay outside the caller's scope). */
export async function telechargerZip(
  session: Session,
  perimetre: Perimetre,
  immatriculations: readonly string[],
  maintenant: Date,
) {
  const { flux, bilan } = zipDeFiches([...new Set(immatriculations)], maintenant);
  const [octets, b] = await Promise.all([buffer(flux), bilan]);
  await journaliserTelechargement(
    session,
    'fiches.zip',
    cleTerritoire(perimetre),
    { fiches: b.ajoutees, manquantes: b.manquantes.length },
    maintenant,
  );
  const avertissement = avertissementZip(b);
  return fichier(
    octets,
    nomFichierDate('fiches-coproprietes', 'zip', maintenant),
    'zip',
    avertissement ? { [ENTETE_AVERTISSEMENT]: encodeURIComponent(avertissement) } : {},
  );
}

// --- background exports (workflow export-categorisation) -------------------------------------------------------

export const WORKFLOW_EXPORT_CATEGORISATION = 'export-categorisation';
const PREFIXE_EXPORTS = 'categorisation/';

/** The owner's part of an execution name: an execution is only ever followed by the account that started it. */
const cleProprietaire = (login: string) => createHash('sha256').update(login).digest('hex').slice(0, 16);

/** What the workflow's task receives. */
export interface DemandeExport {
  idExport: string;
  login: string;
  perimetre: Perimetre;
  maintenant: string;
  demande: DemandeExportSaisie;
  /** [issue 27] the lock the workflow releases when it ends or fails */
  verrou?: VerrouExport;
}
export interface ResultatExport {
  cle: string;
  nom: string;
  lignes: number;
  avertissement: string | null;
}

const FORMATS: Record<DemandeExportSaisie['type'], 'xlsx' | 'csv' | 'zip'> = {
  EXTRACTION_XLSX: 'xlsx',
  EXTRACTION_CSV: 'csv',
  FICHES_ZIP: 'zip',
};

/** POST api/categorisation/exports: the scope checked now (by the platform), the file made by the workflow. */
export async function demarrerExport(session: Session, perimetre: Perimetre, demande: DemandeExportSaisie, maintenant: Date) {
  const idExport = randomUUID();
  const execution = `${cleProprietaire(session.login)}-${idExport}`;
  // [issue 27] one background export at a time per account, 10 starts an hour: the lock, the account's count and
  // the journal line in one transaction (409 / 429); the workflow releases the lock when it ends or fails
  const verrou = await prendreVerrouExport({
    genre: 'categorisation',
    demandeur: session.login,
    login: session.login,
    execution,
    maintenant,
    journal: {
      categorie: 'CATEGORISATION',
      type: 'TELECHARGEMENT_CATEGORISATION',
      acteur: session.login,
      profil: session.profil,
      cible: cleTerritoire(perimetre),
      details: { fichier: `arriere-plan.${FORMATS[demande.type]}`, execution },
      quand: maintenant,
    },
  });
  const entree: DemandeExport = {
    idExport,
    login: session.login,
    perimetre,
    maintenant: maintenant.toISOString(),
    demande,
    verrou,
  };
  try {
    await demarrerWorkflow(WORKFLOW_EXPORT_CATEGORISATION, entree, execution);
  } catch (e) {
    await libererVerrouExport(verrou);
    throw e;
  }
  // counted for the keepers' MCO indicators, as every download is
  await db().entities.compteur.update({ nom: COMPTEURS_INDICATEURS.nbTelechargementsInstitutionnels }).add({ valeur: 1 }).go();
  return {
    execution,
    message:
      'Le fichier est en préparation : il vous sera proposé ici dès qu’il sera prêt, vous pouvez quitter la page et revenir.',
  };
}

/** Where a background export's progress is kept while it runs (beside its file). */
const cleProgression = (idExport: string) => `${PREFIXE_EXPORTS}${idExport}/progression.json`;

/** The progress of an export, published beside its file (at most every 2 s). */
const suivreProgression = (idExport: string, total: number) =>
  suiviProgression(total, (p) => ecrireJson(cleProgression(idExport), p));

/** The workflow's task: the whole file streamed to the exports bucket (multipart), never held in memory. */
export async function produireExport(d: DemandeExport): Promise<ResultatExport> {
  const maintenant = new Date(d.maintenant);
  const format = FORMATS[d.demande.type];
  const base = d.demande.type === 'FICHES_ZIP' ? 'fiches-coproprietes' : 'extraction-coproprietes';
  const nom = nomFichierDate(base, format, maintenant);
  const cle = `${PREFIXE_EXPORTS}${d.idExport}/${nom}`;
  if (d.demande.type === 'FICHES_ZIP') {
    const avancer = suivreProgression(d.idExport, new Set(d.demande.immatriculations).size);
    avancer(0);
    const { flux, bilan } = zipDeFiches(d.demande.immatriculations, maintenant, { avance: () => avancer(1) });
    const [, b] = await Promise.all([ecrireFlux(cle, flux, { type: TYPES.zip }), bilan]);
    return { cle, nom, lignes: b.ajoutees, avertissement: avertissementZip(b) };
  }
  const tableur = d.demande.type === 'EXTRACTION_CSV' ? 'csv' : 'xlsx';
  const avancer = suivreProgression(d.idExport, await lignesALire(d.demande.extraction.criteres, d.perimetre));
  avancer(0);
  const { flux, compte } = fluxExtraction(d.demande.extraction, d.perimetre, tableur, { lues: avancer });
  await ecrireFlux(cle, flux, { type: TYPES[tableur] });
  return { cle, nom, lignes: compte.lignes, avertissement: null };
}

/** The progress of a running export, null until its task has written it. */
async function progressionDe(execution: string): Promise<Progression | null> {
  const flux = await lireFlux(cleProgression(execution.slice(execution.indexOf('-') + 1)));
  return flux ? (JSON.parse(await text(flux)) as Progression) : null;
}

/** GET api/categorisation/exports/{execution}: only the account that started it; the file by a 5-minute link. */
export async function suivreExport(session: Session, execution: string) {
  if (!execution.startsWith(`${cleProprietaire(session.login)}-`)) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const arn = `${config().WORKFLOW_ARN_PREFIX.replace(':stateMachine:', ':execution:')}${WORKFLOW_EXPORT_CATEGORISATION}:${execution}`;
  const e = await etatExecution(arn).catch((err: unknown) => {
    if (err instanceof Error && /ExecutionDoesNotExist/.test(err.name + err.message))
      throw new ErreurMetier('RESSOURCE_INTROUVABLE');
    throw err;
  });
  if (e.statut === 'RUNNING')
    return { statut: 'EN_COURS' as const, progression: await progressionDe(execution), fichier: null, avertissement: null };
  if (e.statut !== 'SUCCEEDED') return { statut: 'ECHEC' as const, progression: null, fichier: null, avertissement: null };
  const r = e.sortie as ResultatExport;
  const format = r.nom.slice(r.nom.lastIndexOf('.') + 1) as keyof typeof TYPES;
  return {
    statut: 'TERMINE' as const,
    progression: null,
    fichier: { nom: r.nom, lien: await lienTelechargement(r.cle, r.nom, TYPES[format]), lignes: r.lignes },
    avertissement: r.avertissement,
  };
}
