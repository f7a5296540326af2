/**
 * The geographic level of an institutional agent (spec 001 §3 "Geographic levels", §7
 * `GET api/public/clavis/getniveaugeographique`: text such as `NATIONAL`, `REGION:84`, `DEPARTEMENT:69`,
 * `EPCI:<SIREN>`, `COMMUNE:<INSEE>`) put into words, with the official names of regions and departments (INSEE
 * codes).
 */
import { NIVEAUX_GEOGRAPHIQUES, type NiveauGeographique } from '@registre/shared/schemas/institutionnels';

export const REGIONS: Readonly<Record<string, string>> = {
  '01': 'Guadeloupe',
  '02': 'Martinique',
  '03': 'Guyane',
  '04': 'La Réunion',
  '06': 'Mayotte',
  '11': 'Île-de-France',
  '24': 'Centre-Val de Loire',
  '27': 'Bourgogne-Franche-Comté',
  '28': 'Normandie',
  '32': 'Hauts-de-France',
  '44': 'Grand Est',
  '52': 'Pays de la Loire',
  '53': 'Bretagne',
  '75': 'Nouvelle-Aquitaine',
  '76': 'Occitanie',
  '84': 'Auvergne-Rhône-Alpes',
  '93': "Provence-Alpes-Côte d'Azur",
  '94': 'Corse',
};

// prettier-ignore
export const DEPARTEMENTS: Readonly<Record<string, string>> = {
  '01': 'Ain', '02': 'Aisne', '03': 'Allier', '04': 'Alpes-de-Haute-Provence', '05': 'Hautes-Alpes',
  '06': 'Alpes-Maritimes', '07': 'Ardèche', '08': 'Ardennes', '09': 'Ariège', '10': 'Aube', '11': 'Aude',
  '12': 'Aveyron', '13': 'Bouches-du-Rhône', '14': 'Calvados', '15': 'Cantal', '16': 'Charente',
  '17': 'Charente-Maritime', '18': 'Cher', '19': 'Corrèze', '2A': 'Corse-du-Sud', '2B': 'Haute-Corse',
  '21': "Côte-d'Or", '22': "Côtes-d'Armor", '23': 'Creuse', '24': 'Dordogne', '25': 'Doubs', '26': 'Drôme',
  '27': 'Eure', '28': 'Eure-et-Loir', '29': 'Finistère', '30': 'Gard', '31': 'Haute-Garonne', '32': 'Gers',
  '33': 'Gironde', '34': 'Hérault', '35': 'Ille-et-Vilaine', '36': 'Indre', '37': 'Indre-et-Loire', '38': 'Isère',
  '39': 'Jura', '40': 'Landes', '41': 'Loir-et-Cher', '42': 'Loire', '43': 'Haute-Loire', '44': 'Loire-Atlantique',
  '45': 'Loiret', '46': 'Lot', '47': 'Lot-et-Garonne', '48': 'Lozère', '49': 'Maine-et-Loire', '50': 'Manche',
  '51': 'Marne', '52': 'Haute-Marne', '53': 'Mayenne', '54': 'Meurthe-et-Moselle', '55': 'Meuse', '56': 'Morbihan',
  '57': 'Moselle', '58': 'Nièvre', '59': 'Nord', '60': 'Oise', '61': 'Orne', '62': 'Pas-de-Calais',
  '63': 'Puy-de-Dôme', '64': 'Pyrénées-Atlantiques', '65': 'Hautes-Pyrénées', '66': 'Pyrénées-Orientales',
  '67': 'Bas-Rhin', '68': 'Haut-Rhin', '69': 'Rhône', '70': 'Haute-Saône', '71': 'Saône-et-Loire', '72': 'Sarthe',
  '73': 'Savoie', '74': 'Haute-Savoie', '75': 'Paris', '76': 'Seine-Maritime', '77': 'Seine-et-Marne',
  '78': 'Yvelines', '79': 'Deux-Sèvres', '80': 'Somme', '81': 'Tarn', '82': 'Tarn-et-Garonne', '83': 'Var',
  '84': 'Vaucluse', '85': 'Vendée', '86': 'Vienne', '87': 'Haute-Vienne', '88': 'Vosges', '89': 'Yonne',
  '90': 'Territoire de Belfort', '91': 'Essonne', '92': 'Hauts-de-Seine', '93': 'Seine-Saint-Denis',
  '94': 'Val-de-Marne', '95': "Val-d'Oise", '971': 'Guadeloupe', '972': 'Martinique', '973': 'Guyane',
  '974': 'La Réunion', '976': 'Mayotte',
};

const LIBELLES_NIVEAU: Record<NiveauGeographique, string> = {
  NATIONAL: 'National',
  REGION: 'Régional',
  DEPARTEMENT: 'Départemental',
  EPCI: 'Intercommunal',
  COMMUNE: 'Communal',
};

export interface Perimetre {
  niveau: NiveauGeographique;
  /** "National", "Départemental"… */
  libelleNiveau: string;
  /** the territory in words: "France entière", "Rhône (69)", "Intercommunalité, SIREN 200046977" */
  territoire: string;
}

/** `DEPARTEMENT:69` -> { niveau: 'DEPARTEMENT', libelleNiveau: 'Départemental', territoire: 'Rhône (69)' } */
export function lirePerimetre(texte: string): Perimetre {
  const [brut, ...reste] = texte.trim().split(':');
  const niveau = (NIVEAUX_GEOGRAPHIQUES as readonly string[]).includes(brut.toUpperCase())
    ? (brut.toUpperCase() as NiveauGeographique)
    : 'NATIONAL';
  const code = reste.join(':').trim().toUpperCase();
  const avecCode = (nom: string | undefined, defaut: string) => (nom ? `${nom} (${code})` : `${defaut} ${code}`.trim());
  const territoire =
    niveau === 'NATIONAL'
      ? 'France entière'
      : !code
        ? 'Non précisé'
        : niveau === 'REGION'
          ? avecCode(REGIONS[code.padStart(2, '0')], 'Région de code INSEE')
          : niveau === 'DEPARTEMENT'
            ? avecCode(DEPARTEMENTS[/^\d$/.test(code) ? `0${code}` : code], 'Département de code')
            : niveau === 'EPCI'
              ? `Intercommunalité, SIREN ${code}`
              : `Commune, code INSEE ${code}`;
  return { niveau, libelleNiveau: LIBELLES_NIVEAU[niveau], territoire };
}
