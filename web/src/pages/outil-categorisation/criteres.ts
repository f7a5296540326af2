/** What the categorisation tool's parts share: the form's type and empty value, the display of rates and amounts. */
import { type CriteresCategorisation, type CriteresCategorisationSaisie } from '@registre/shared/schemas/categorisation';
import { nombreFr } from '../../lib/format.ts';

export const STABLE = { staleTime: Infinity } as const;
/** Rows shown per page of the detailed results (the server's page holds 4 000). */
export const LIGNES_PAR_PAGE = 50;

export type Formulaire = CriteresCategorisationSaisie;
export const VIDE: Formulaire = {
  immatriculationOuNom: '',
  dateDebutMandat: '',
  dateFinMandat: '',
  etatsCopropriete: [],
  statut: [],
  regions: [],
  departements: [],
  epcis: [],
  communes: [],
  tranchesLots: [],
  periodesConstruction: [],
  typesSyndic: [],
  majAnnuelleEnRetard: undefined,
  procedures: [],
  impayesAuSeuilAdHoc: undefined,
  dettesMin: '' as never,
  fondsTravauxMax: '' as never,
  coproprietairesDebiteursMin: '' as never,
};
/** Saved criteria back into the form (blank strings for the empty fields). */
export const versFormulaire = (c: CriteresCategorisation): Formulaire => ({
  ...VIDE,
  ...Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)),
});

export const pourcent = (v: number | null) => (v === null ? '—' : `${nombreFr(Math.round(v * 1000) / 10)} %`);
export const euros = (v: number | null) => (v === null ? '—' : `${nombreFr(v)} €`);
