/**
 * The geographic scope of an institutional agent put into words (spec 001 §3 "Geographic levels", §7
 * `GET api/public/clavis/getniveaugeographique`: text such as `NATIONAL`, `REGION:84`, `DEPARTEMENT:69`,
 * `EPCI:<SIREN>`, `COMMUNE:<INSEE>`). The scope is read by the shared rule (`lirePerimetre` of
 * @registre/shared); the names of regions and departments come from the register's geography (the public
 * statistics routes), never from a list of the SPA's own.
 */
import { lirePerimetre as perimetreDe } from '@registre/shared/domain/categorisation/perimetre';
import { departementsDeRegion, regions } from '@registre/shared/routes/statistiques.routes';
import { NIVEAUX_GEOGRAPHIQUES, type NiveauGeographique } from '@registre/shared/schemas/institutionnels';
import { useRequete } from '../../api/hooks.ts';

const LIBELLES_NIVEAU: Record<NiveauGeographique, string> = {
  NATIONAL: 'National',
  REGION: 'Régional',
  DEPARTEMENT: 'Départemental',
  EPCI: 'Intercommunal',
  COMMUNE: 'Communal',
};

export interface PerimetreEnMots {
  niveau: NiveauGeographique;
  /** "National", "Départemental"… */
  libelleNiveau: string;
  /** the territory in words: "France entière", "Rhône (69)", "Intercommunalité, SIREN 200046977" */
  territoire: string;
}

/** The names of the territories, by INSEE code (as the geography routes give them). */
export interface NomsTerritoires {
  regions: ReadonlyMap<string, string>;
  departements: ReadonlyMap<string, string>;
}
const AUCUN_NOM: NomsTerritoires = { regions: new Map(), departements: new Map() };

/** `DEPARTEMENT:69` -> { niveau: 'DEPARTEMENT', libelleNiveau: 'Départemental', territoire: 'Rhône (69)' } */
export function lirePerimetre(texte: string, noms: NomsTerritoires = AUCUN_NOM): PerimetreEnMots {
  const [brut, ...reste] = texte.trim().split(':');
  const lu = (NIVEAUX_GEOGRAPHIQUES as readonly string[]).includes(brut.toUpperCase())
    ? (brut.toUpperCase() as NiveauGeographique)
    : 'NATIONAL';
  const perimetre = perimetreDe(lu, reste.join(':'));
  const { niveau } = perimetre;
  const code = perimetre.code ?? '';
  const avecCode = (nom: string | undefined, defaut: string) => (nom ? `${nom} (${code})` : `${defaut} ${code}`.trim());
  const territoire =
    niveau === 'NATIONAL'
      ? 'France entière'
      : !code
        ? 'Non précisé'
        : niveau === 'REGION'
          ? avecCode(noms.regions.get(code.padStart(2, '0')), 'Région de code INSEE')
          : niveau === 'DEPARTEMENT'
            ? avecCode(noms.departements.get(/^\d$/.test(code) ? `0${code}` : code), 'Département de code')
            : niveau === 'EPCI'
              ? `Intercommunalité, SIREN ${code}`
              : `Commune, code INSEE ${code}`;
  return { niveau, libelleNiveau: LIBELLES_NIVEAU[niveau], territoire };
}

const STABLE = { staleTime: Infinity } as const;
const parCode = (liste: readonly { code: string; nom: string }[] | undefined) =>
  new Map((liste ?? []).map((t) => [t.code, t.nom]));

/** The agent's scope in words (null while its text is not known), naming its region or department once loaded. */
export function usePerimetre(texte: string | undefined): PerimetreEnMots | null {
  const niveau = texte?.trim().split(':')[0].toUpperCase();
  const listeRegions = useRequete(regions, {}, { ...STABLE, enabled: niveau === 'REGION' });
  const listeDepartements = useRequete(
    departementsDeRegion,
    { params: { idRegion: '0' } },
    { ...STABLE, enabled: niveau === 'DEPARTEMENT' },
  );
  if (texte === undefined) return null;
  return lirePerimetre(texte, { regions: parCode(listeRegions.data), departements: parCode(listeDepartements.data) });
}
