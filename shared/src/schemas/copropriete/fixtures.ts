/**
 * Valid form values of each block, for tests (unit here; integration and end-to-end tests may import them from
 * `@registre/shared/schemas/copropriete/fixtures`). Today is 15/06/2025 in every example.
 */
import type { ContexteDeclaration } from '../../domain/copropriete/types.ts';
import type { DonneesFinancieresFormulaire } from './donneesFinancieres.ts';
import type { DonneesTechniquesFormulaire } from './donneesTechniques.ts';
import type { IdentificationFormulaire } from './identification.ts';
import type { ImmatCoproprieteFormulaire } from './immatCopropriete.ts';
import type { InfoRattachementFormulaire } from './infoRattachement.ts';
import type { ProceduresFormulaire } from './procedures.ts';

export const AUJOURDHUI = '2025-06-15';
export const contexteSyndic = (ajouts: Partial<ContexteDeclaration> = {}): ContexteDeclaration => ({
  aujourdhui: AUJOURDHUI,
  typeImmat: 'DEFAULT',
  ...ajouts,
});

export const infoRattachementValide = (ajouts: Partial<InfoRattachementFormulaire> = {}): InfoRattachementFormulaire => ({
  adminProvisoire: 'false',
  dateDebutMandat: '01/04/2025',
  dateFinMandat: '31/03/2026',
  typeJustifMandat: 'PV_AG',
  idDocument: 'doc-1',
  nomFichierJustifMandat: 'pv-ag-2025.pdf',
  ...ajouts,
});

export const adresseGeolocalisee = {
  geolocalisee: 'true',
  libelle: '12 Rue de la Paix 75002 Paris',
  numero: '12',
  voie: 'Rue de la Paix',
  codePostal: '75002',
  commune: 'Paris',
  codeInsee: '75102',
  x: 2.331,
  y: 48.869,
  idBan: '75102_7003_00012',
  idRnb: 'ABCD1234EFGH',
} as const;

export const parcelleGeolocalisee = {
  codePostal: '75002',
  commune: 'Paris',
  codeInsee: '75102',
  prefixe: '',
  section: 'AB',
  numero: '12',
  geolocalisee: 'true',
} as const;

export const identificationValide = (ajouts: Partial<IdentificationFormulaire> = {}): IdentificationFormulaire => ({
  adressePrincipale: { ...adresseGeolocalisee },
  adresseSecondaire: [],
  dateReglementCopropriete: '15/03/1985',
  nbLots: '40',
  nbLotsHabBurCom: '20',
  nbLotsHab: '18',
  nbLotsStationnement: '20',
  nomCopropriete: 'Résidence des Tilleuls',
  numImmatriculationCoproprietePrincipale: '',
  parcelle: [{ ...parcelleGeolocalisee }],
  residenceService: 'false',
  syndicatCooperatif: 'false',
  syndicatPrincipal: 'true',
  siret: '',
  ...ajouts,
});

export const proceduresValides = (ajouts: Partial<ProceduresFormulaire> = {}): ProceduresFormulaire => ({
  flagEquipementsCom: 'false',
  flagInsalubritePartiesCom: 'false',
  flagMandatAdhoc: 'false',
  flagOrdonnanceCarence: 'false',
  flagPerilPartiesCom: 'false',
  flagSecuriteInsalubritePartiesCom: 'false',
  ...ajouts,
});

export const donneesFinancieresValides = (ajouts: Partial<DonneesFinancieresFormulaire> = {}): DonneesFinancieresFormulaire => ({
  dateDebutExercice: '01/01/2024',
  dateClotureComptes: '31/12/2024',
  dateAg: '20/05/2025',
  comptesNonApprouves: 'false',
  premierExerciceComptable: 'false',
  presenceEmployes: 'false',
  chargesOperationsCourantes: '85000',
  chargesOperationsExceptionnelles: '12000,50',
  montantDettes: '4000',
  montantFondTravaux: '15000',
  montantImpayesCoproprietaires: '6500',
  nbCoproprietairesImpayes: '3',
  donneesFinancieresInconnues: 'false',
  ...ajouts,
});

export const donneesTechniquesValides = (ajouts: Partial<DonneesTechniquesFormulaire> = {}): DonneesTechniquesFormulaire => ({
  classementEnergetique: { ETIQ_C: '1', ETIQ_D: '1' },
  nbBatimentsTotal: '2',
  typeChauffage: 'INDIVIDUEL',
  periodeConstruction: 'DE_1975_A_1993',
  anneeConstruction: '1985',
  nbAscenseurs: '1',
  pptInscritAG: 'false',
  ...ajouts,
});

export const immatCoproprieteValide = (ajouts: Partial<ImmatCoproprieteFormulaire> = {}): ImmatCoproprieteFormulaire => ({
  infoRattachement: infoRattachementValide(),
  identification: identificationValide(),
  procedures: proceduresValides(),
  donneesFinancieres: donneesFinancieresValides(),
  donneesTechniques: donneesTechniquesValides(),
  ...ajouts,
});

/** The messages of a failed parse, by dotted path ({} when it succeeded). */
export function messagesParChamp(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const resultat: Record<string, string[]> = {};
  for (const i of r.error?.issues ?? []) (resultat[i.path.map(String).join('.')] ??= []).push(i.message);
  return resultat;
}
