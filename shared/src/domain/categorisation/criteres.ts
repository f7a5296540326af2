/**
 * [issue 13] The categorisation tool's analytic projection and its criteria matcher.
 * - `resumeAnalytique`: what the tool needs of the declaration in force (procedures under way, financial figures of
 *   the last exercise), kept on the condominium's summary like its public part (`publique`), so that the stream
 *   projector never reads a declaration;
 * - `ligneCategorisation`: the compact row of a registered condominium (short attribute names: 100 000 rows are
 *   read whole by a France-wide search, every byte counts in read capacity);
 * - `correspond`: whether a row meets the criteria (and the scope); `vueLigne`: the row as the results list shows it.
 * Pure: no I/O, no clock.
 */
import { seuilImpayesMandatAdHoc } from '../copropriete/constantes.ts';
import { normaliserTexte } from '../copropriete/doublons.ts';
import type { ImmatCopropriete } from '../copropriete/types.ts';
import { estPublique, statutMandat, trancheDe, type ImageAnnuaire, type TypeSyndic } from '../annuaire/projection.ts';
import type { CriteresCategorisation, LigneResultatCategorisation, Procedure } from '../../schemas/categorisation.ts';
import { dansPerimetre, type Perimetre, type Territoires } from './perimetre.ts';

/** What the tool needs of the declaration in force, kept on the condominium's summary (`analytique`). */
export interface ResumeAnalytique {
  /** procedures under way: orders not lifted, ad hoc mandate, deficiency order */
  procedures: Procedure[];
  /** figures of the last exercise declared, null when the declarant ticked "no financial data" */
  finances: {
    charges: number | null;
    impayes: number | null;
    dettes: number | null;
    fondsTravaux: number | null;
    coproprietairesDebiteurs: number | null;
  } | null;
}

export function resumeAnalytique(v: ImmatCopropriete): ResumeAnalytique {
  const p = v.procedures;
  const procedures: Procedure[] = [];
  const enVigueur = (liste: { dateMainLevee: string | null }[] | undefined) => (liste ?? []).some((a) => !a.dateMainLevee);
  if (p.flagEquipementsCom && enVigueur(p.arreteEquipements)) procedures.push('ARRETE_EQUIPEMENTS');
  if (p.flagInsalubritePartiesCom && enVigueur(p.arreteInsalubriteParties)) procedures.push('ARRETE_INSALUBRITE_PARTIES');
  if (p.flagPerilPartiesCom && enVigueur(p.arretePerilParties)) procedures.push('ARRETE_PERIL_PARTIES');
  if (p.flagSecuriteInsalubritePartiesCom && enVigueur(p.arreteSecuriteInsalubriteParties))
    procedures.push('ARRETE_SECURITE_INSALUBRITE_PARTIES');
  if (p.flagMandatAdhoc) procedures.push('MANDAT_AD_HOC');
  if (p.flagOrdonnanceCarence) procedures.push('ORDONNANCE_CARENCE');
  const f = v.donneesFinancieres;
  const charges =
    f.chargesOperationsCourantes === null && f.chargesOperationsExceptionnelles === null
      ? null
      : (f.chargesOperationsCourantes ?? 0) + (f.chargesOperationsExceptionnelles ?? 0);
  return {
    procedures,
    finances: f.donneesFinancieresInconnues
      ? null
      : {
          charges,
          impayes: f.montantImpayesCoproprietaires,
          dettes: f.montantDettes,
          fondsTravaux: f.montantFondTravaux,
          coproprietairesDebiteurs: f.nbCoproprietairesImpayes,
        },
  };
}

/** The row of a registered condominium in the analytic projection (attribute names kept short on purpose). */
export interface LigneCategorisation {
  id: number;
  /** registration number */
  im: string;
  nm?: string;
  /** reference address, postal code, commune name */
  ad?: string;
  cp?: string;
  cn?: string;
  /** official commune, department, region, EPCI */
  ci?: string;
  dp: string;
  rg?: string;
  ep?: string;
  /** the Grand Paris territory (EPT), the RNIC file's EPCI for a commune of the Métropole outside Paris */
  tp?: string;
  /** longitude, latitude of the reference address (WGS 84, 4 decimals: ≈ 10 m), when geolocated */
  x?: number;
  y?: number;
  /** state */
  et: string;
  /** lots, main lots */
  lo?: number;
  lp?: number;
  /** construction period code */
  pc?: string;
  /** syndic type, mandate status, mandate start and end (yyyy-mm-dd), annual update status */
  sy: TypeSyndic;
  ms: 'EN_COURS' | 'EXPIRE' | 'AUCUN';
  dd?: string;
  df?: string;
  mj?: string;
  /** procedures under way */
  pr?: Procedure[];
  /** last exercise: unpaid / charges (ratio), debts, works fund, co-owners owing > 300 € */
  ti?: number;
  /** the unpaid ratio reaches the ad hoc mandate threshold of its size */
  sa?: boolean;
  dt?: number;
  ft?: number;
  nc?: number;
}

export interface ImageCategorisation extends ImageAnnuaire {
  analytique?: ResumeAnalytique | null;
}

const jour = (iso: string | undefined) => (iso ? iso.slice(0, 10) : undefined);

/** The row of a condominium (null: not registered, or no department: not in the tool). */
export function ligneCategorisation(c: ImageCategorisation, typeSyndic: TypeSyndic, t: Territoires): LigneCategorisation | null {
  if (!estPublique(c) || !t.departement) return null;
  const p = c.publique;
  const a = c.analytique;
  const f = a?.finances;
  const ti = f?.impayes !== null && f?.impayes !== undefined && f.charges ? f.impayes / f.charges : undefined;
  const ms = statutMandat(c.etat);
  const l: LigneCategorisation = {
    id: c.idCopropriete,
    im: c.immatriculation!,
    dp: t.departement,
    et: c.etat,
    sy: typeSyndic,
    ms,
  };
  const ajouter = <K extends keyof LigneCategorisation>(k: K, v: LigneCategorisation[K] | null | undefined) => {
    if (v !== null && v !== undefined && v !== '') l[k] = v;
  };
  ajouter('nm', c.nomCopropriete);
  ajouter('ad', c.adresseReference);
  ajouter('cp', c.codePostal);
  ajouter('cn', c.commune);
  ajouter('ci', t.commune);
  ajouter('rg', t.region);
  ajouter('ep', t.epci);
  ajouter('tp', t.ept);
  if (typeof p?.x === 'number' && typeof p.y === 'number') {
    l.x = Math.round(p.x * 1e4) / 1e4;
    l.y = Math.round(p.y * 1e4) / 1e4;
  }
  ajouter('lo', c.nbLots);
  ajouter('lp', p?.lotsPrincipaux);
  ajouter('pc', p?.periodeConstruction);
  ajouter('dd', jour(c.dateDebutMandat));
  if (ms !== 'AUCUN') ajouter('df', jour(c.dateFinMandat));
  ajouter('mj', c.statutMajAnnuelle);
  if (a?.procedures.length) l.pr = a.procedures;
  if (ti !== undefined) {
    l.ti = Math.round(ti * 10000) / 10000;
    l.sa = ti >= seuilImpayesMandatAdHoc(c.nbLots ?? p?.lotsPrincipaux ?? 0);
  }
  ajouter('dt', f?.dettes);
  ajouter('ft', f?.fondsTravaux);
  ajouter('nc', f?.coproprietairesDebiteurs);
  return l;
}

export const territoiresDeLigne = (l: Pick<LigneCategorisation, 'rg' | 'dp' | 'ep' | 'tp' | 'ci'>): Territoires => ({
  region: l.rg ?? null,
  departement: l.dp,
  epci: l.ep ?? null,
  ept: l.tp ?? null,
  commune: l.ci ?? null,
});

/** The criteria, prepared once for many rows (normalised text, sets). */
export function preparer(c: CriteresCategorisation) {
  const texte = normaliserTexte(c.immatriculationOuNom);
  const immat = (c.immatriculationOuNom ?? '').replace(/\s+/g, '').toUpperCase();
  const ens = <T>(l: readonly T[]) => (l.length ? new Set<T>(l) : null);
  return {
    texte,
    immat,
    dateDebutMandat: c.dateDebutMandat,
    dateFinMandat: c.dateFinMandat,
    etats: ens(c.etatsCopropriete as string[]),
    statuts: ens(c.statut as string[]),
    regions: ens(c.regions),
    departements: ens(c.departements),
    epcis: ens(c.epcis),
    communes: ens(c.communes),
    geographie: c.regions.length + c.departements.length + c.epcis.length + c.communes.length > 0,
    tranches: ens(c.tranchesLots as string[]),
    periodes: ens(c.periodesConstruction as string[]),
    syndics: ens(c.typesSyndic as string[]),
    majEnRetard: c.majAnnuelleEnRetard,
    procedures: c.procedures,
    impayesAuSeuil: c.impayesAuSeuilAdHoc,
    dettesMin: c.dettesMin,
    fondsTravauxMax: c.fondsTravauxMax,
    debiteursMin: c.coproprietairesDebiteursMin,
  };
}
export type CriteresPrepares = ReturnType<typeof preparer>;

/**
 * Whether a row meets every criterion and is inside the scope. Several values of one criterion are alternatives
 * (OR); criteria combine (AND); the geography's four levels are alternatives too (a region OR a commune); an EPCI
 * asked is the Métropole du Grand Paris or one of its territories (EPT), as the RNIC file names them. A figure
 * criterion excludes a row whose figure is unknown.
 */
export function correspond(k: CriteresPrepares, l: LigneCategorisation, perimetre: Perimetre): boolean {
  if ('retiree' in l && (l as { retiree?: boolean }).retiree) return false;
  if (!dansPerimetre(perimetre, territoiresDeLigne(l))) return false;
  if (k.geographie) {
    const dedans =
      (k.regions?.has(l.rg ?? '') ?? false) ||
      (k.departements?.has(l.dp) ?? false) ||
      (k.epcis?.has(l.ep ?? '') ?? false) ||
      (k.epcis?.has(l.tp ?? '') ?? false) ||
      (k.communes?.has(l.ci ?? '') ?? false);
    if (!dedans) return false;
  }
  if (k.texte || k.immat) {
    const parImmat = k.immat.length >= 2 && l.im.startsWith(k.immat);
    const parNom = Boolean(k.texte) && normaliserTexte(l.nm).includes(k.texte);
    if (!parImmat && !parNom) return false;
  }
  if (k.dateDebutMandat && !(l.dd && l.dd >= k.dateDebutMandat)) return false;
  if (k.dateFinMandat && !(l.df && l.df <= k.dateFinMandat)) return false;
  if (k.etats && !k.etats.has(l.et)) return false;
  if (k.statuts && !k.statuts.has(l.ms)) return false;
  if (k.tranches && !k.tranches.has(trancheDe(l.lp ?? null))) return false;
  if (k.periodes && !k.periodes.has(l.pc ?? 'NON_CONNUE')) return false;
  if (k.syndics && !k.syndics.has(l.sy)) return false;
  if (k.majEnRetard && (l.mj === 'EN_RETARD') !== (k.majEnRetard === 'oui')) return false;
  if (k.procedures.length && !k.procedures.some((p) => l.pr?.includes(p))) return false;
  if (k.impayesAuSeuil) {
    if (l.sa === undefined) return false;
    if (l.sa !== (k.impayesAuSeuil === 'oui')) return false;
  }
  if (k.dettesMin !== undefined && !(l.dt !== undefined && l.dt >= k.dettesMin)) return false;
  if (k.fondsTravauxMax !== undefined && !(l.ft !== undefined && l.ft <= k.fondsTravauxMax)) return false;
  if (k.debiteursMin !== undefined && !(l.nc !== undefined && l.nc >= k.debiteursMin)) return false;
  return true;
}

/** Spec 001 §9 order: region id descending, then department, then registration number. */
export function comparerLignes(a: LigneCategorisation, b: LigneCategorisation): number {
  const r = (b.rg ?? '').localeCompare(a.rg ?? '');
  if (r) return r;
  const d = a.dp.localeCompare(b.dp);
  if (d) return d;
  return a.im.localeCompare(b.im);
}

/** The row as the results list shows it. */
export function vueLigne(l: LigneCategorisation): LigneResultatCategorisation {
  return {
    idCopropriete: l.id,
    numeroImmatriculation: l.im,
    nom: l.nm ?? null,
    adresse: l.ad ?? null,
    codePostal: l.cp ?? null,
    commune: l.cn ?? null,
    codeInsee: l.ci ?? null,
    codeDepartement: l.dp,
    codeRegion: l.rg ?? null,
    sirenEpci: l.ep ?? null,
    etat: l.et,
    nombreLots: l.lo ?? null,
    nombreLotsPrincipaux: l.lp ?? null,
    periodeConstruction: l.pc ?? null,
    typeSyndic: l.sy,
    statutMandat: l.ms,
    dateFinMandat: l.df ?? null,
    statutMajAnnuelle: l.mj ?? null,
    procedures: l.pr ?? [],
    tauxImpayes: l.ti ?? null,
    montantDettes: l.dt ?? null,
    montantFondTravaux: l.ft ?? null,
    nbCoproprietairesImpayes: l.nc ?? null,
  };
}

/**
 * Whether the statistics counters can answer a grouped search: criteria on geography only (regions or
 * departments, grouped by region or department), no other criterion set.
 */
export function parCompteurs(c: CriteresCategorisation, regroupement: string): boolean {
  if (regroupement !== 'REGION' && regroupement !== 'DEPARTEMENT') return false;
  if (c.epcis.length || c.communes.length) return false;
  const { regions: _r, departements: _d, epcis: _e, communes: _c, ...autres } = c;
  return Object.values(autres).every((v) => v === undefined || (Array.isArray(v) && v.length === 0));
}
