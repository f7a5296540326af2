/** The home page by profile (spec 001 §2 "Home pages by profile"): its sections and its tiles. */
import type { Autorite } from '@registre/shared/domain/profils';
import { routeMontee } from './montees.ts';
import { avecParametres, lienListe, pageExiste, pageParId, PAGES, peutOuvrir, type FiltreListe } from './pages.ts';
import type { PageRegistre, Visiteur } from './types.ts';

/** The home page's kinds of visitors, each with its sections and tiles in spec 001 §2. */
export type ProfilAccueil =
  | 'visiteur'
  | 'administrateurTeledeclarant'
  | 'gestionnaireTeledeclarant'
  | 'teneur'
  | 'teneurHotline'
  | 'notaire'
  | 'collaborateurNotaire'
  | 'institutionnel';

export function profilAccueil(v: Visiteur): ProfilAccueil {
  const p = v.connecte ? v.profil : null;
  if (p === null || p === 'DEFAULT' || p === 'RESTREINT') return 'visiteur';
  if (p === 'INSTITUTIONNEL') return 'institutionnel';
  if (p === 'NOTAIRE_COLLAB') return 'collaborateurNotaire';
  if (p.startsWith('NOTAIRE_')) return 'notaire';
  if (p === 'TENEUR_ASS_HOTLINE_ADMIN' || p === 'TENEUR_ASS_HOTLINE_GES') return 'teneurHotline';
  if (p.startsWith('TENEUR_')) return 'teneur';
  if (p.endsWith('_GESTION')) return 'gestionnaireTeledeclarant';
  return 'administrateurTeledeclarant';
}

/** Tiles that open the condominium list on a filter (spec 001 §2: "The home tile for the condominium list…"). */
const TUILES_LISTE: readonly {
  id: string;
  filtre: FiltreListe;
  autorite: Autorite;
  tuile: NonNullable<PageRegistre['tuile']>;
}[] = [
  {
    id: 'coproprietes:standard',
    filtre: 'standard',
    autorite: 'MAJ_COPROPRIETE_STANDARD',
    tuile: {
      titre: 'Mettre à jour une copropriété',
      description: "Corrigez ou complétez à tout moment les informations d'une copropriété immatriculée (mise à jour standard).",
      pictogramme: 'document',
    },
  },
  {
    id: 'coproprietes:annuelle',
    filtre: 'annuelle',
    autorite: 'MAJ_COPROPRIETE_ANNUELLE',
    tuile: {
      titre: 'Mise à jour annuelle',
      description: "Déclarez chaque année, après l'approbation des comptes, les données financières et techniques.",
      pictogramme: 'livre',
    },
  },
  {
    id: 'coproprietes:mandate',
    filtre: 'mandate',
    autorite: 'RENOUVELER_MANDAT',
    tuile: {
      titre: 'Mes mandats',
      description: 'Les copropriétés dont vous êtes le syndic : dates de fin de mandat, renouvellement, successeur.',
      pictogramme: 'signature',
    },
  },
];

/**
 * The action tiles of each kind of visitor, in the order of spec 001 §2 "Home pages by profile" (ids of pages, or of
 * `TUILES_LISTE`); null: every tile the visitor may open (the visitor who is not signed in: the public tiles).
 * Keepers' « data » is the raw data, or the public open data for the hotline who may not open the raw data.
 */
export const TUILES_PAR_PROFIL: Record<ProfilAccueil, readonly string[] | null> = {
  visiteur: null,
  administrateurTeledeclarant: [
    'immatriculer',
    'coproprietes',
    'coproprietes:standard',
    'coproprietes:annuelle',
    'coproprietes:mandate',
    'rattacher',
    'annuaire',
    'statistiques',
  ],
  gestionnaireTeledeclarant: ['immatriculer', 'coproprietes', 'rattacher', 'monCompte', 'monEtablissement'],
  teneur: [
    'validations',
    'evenementJournal',
    'reclamations',
    'coproprietes',
    'teledeclarants',
    'annuaire',
    'statistiques',
    'donneesBrutes',
    'donneesOuvertes',
  ],
  teneurHotline: [
    'validations',
    'evenementJournal',
    'reclamations',
    'coproprietes',
    'teledeclarants',
    'annuaire',
    'statistiques',
    'donneesBrutes',
    'donneesOuvertes',
  ],
  notaire: ['immatriculer', 'dissolution', 'coproprietes', 'statistiques', 'annuaire'],
  collaborateurNotaire: ['coproprietes', 'statistiques', 'annuaire'],
  institutionnel: ['outilCategorisation', 'donneesBrutes'],
};

/**
 * The tiles whose audience spec 001 §2 decides (above): any other page's tile (a page added later) is shown to
 * whoever may open it, following its own `tuile.profils`.
 */
const TUILES_REGIES = new Set([
  ...Object.values(TUILES_PAR_PROFIL).flatMap((ids) => ids ?? []),
  'connexion',
  'inscription',
  'monCompte',
  'monEtablissement',
  'mesComptesUtilisateurs',
  'monEtude',
  'aide',
  'registreEtMoi',
  'questions',
]);

/** The account tiles: shown in their own « account » section of the home page. */
const TUILES_COMPTE = new Set(['monCompte', 'monEtablissement', 'mesComptesUtilisateurs', 'monEtude']);

export interface TuileAccueil {
  id: string;
  chemin: string;
  tuile: NonNullable<PageRegistre['tuile']>;
  page: PageRegistre;
  section: 'actions' | 'compte';
}

const tuileDePage = (p: PageRegistre): TuileAccueil => ({
  id: p.id,
  // the condominium list's tile opens it on « all » (spec 001 §2 filter seeAllCopro)
  chemin: p.id === 'coproprietes' ? (lienListe('seeAllCopro') ?? p.chemin) : p.chemin,
  tuile: p.tuile!,
  page: p,
  section: TUILES_COMPTE.has(p.id) ? 'compte' : 'actions',
});

/** Home tiles of a visitor (spec 001 §2): those of its kind, each only when the visitor may open its page. */
export function tuilesAccueil(v: Visiteur): TuileAccueil[] {
  const ouvrable = (p: PageRegistre) =>
    !!p.tuile && !avecParametres(p) && peutOuvrir(p, v) && !tuileRemplacee(p, v) && tuilePourProfil(p, v);
  const liste = TUILES_PAR_PROFIL[profilAccueil(v)];
  if (liste === null) return PAGES.filter(ouvrable).map(tuileDePage);
  const tuiles: TuileAccueil[] = [];
  for (const id of liste) {
    const filtree = TUILES_LISTE.find((t) => t.id === id);
    const page = pageParId(filtree ? 'coproprietes' : id);
    if (!page) continue;
    if (filtree) {
      if (peutOuvrir(page, v) && v.autorites.includes(filtree.autorite))
        tuiles.push({ id, chemin: lienListe(filtree.filtre)!, tuile: filtree.tuile, page, section: 'actions' });
    } else if (ouvrable(page)) tuiles.push(tuileDePage(page));
  }
  // the pages whose tile spec 001 §2 does not place (added since): for whoever may open them
  for (const p of PAGES) if (!TUILES_REGIES.has(p.id) && ouvrable(p)) tuiles.push(tuileDePage(p));
  return tuiles;
}
const tuilePourProfil = (p: PageRegistre, v: Visiteur) =>
  !p.tuile?.profils || !v.connecte || (v.profil !== null && p.tuile.profils.includes(v.profil));
const tuileRemplacee = (p: PageRegistre, v: Visiteur) => {
  const autre = p.tuileRemplaceePar ? pageParId(p.tuileRemplaceePar) : undefined;
  return autre !== undefined && peutOuvrir(autre, v);
};

/** The sections of the home page (spec 001 §2 "Sections that exist"), in their order on the page. */
export type SectionAccueil =
  | 'messageInfo'
  | 'activation'
  | 'video'
  | 'tableauDeBordSyndic'
  | 'tableauDeBordTeneur'
  | 'tuiles'
  | 'compte'
  | 'tableauCoproprietes'
  | 'tutoriels'
  | 'liens';

/** The tutorials page (built on its own): the video highlight and the tutorial cards link to it. */
export const CHEMIN_TUTORIELS = '/aide/tutoriels/videos';

/**
 * The sections a visitor's home page shows (spec 001 §2 "Home pages by profile"): the information message for
 * everyone (when there is one); the activation banner for ATTENTE_ACTIVATION_TELE; the video highlight and the
 * tutorial cards for the public, the declarants and the notaries (those the tutorials are for); the syndic board
 * for syndic profiles (« Syndic profiles load the board counters »); the keepers' indicator dashboard for keepers
 * (« keeper profiles load indicators »); the tiles; the account tiles; the table of one's latest condominiums with
 * « Voir toutes les copropriétés » for those who declare them (syndics, notaries); the link cards for everyone.
 */
export function sectionsAccueil(v: Visiteur): SectionAccueil[] {
  const qui = profilAccueil(v);
  const tuiles = tuilesAccueil(v);
  const declarant = qui === 'administrateurTeledeclarant' || qui === 'gestionnaireTeledeclarant';
  const tutoriels =
    pageExiste(CHEMIN_TUTORIELS) && (qui === 'visiteur' || declarant || qui === 'notaire' || qui === 'collaborateurNotaire');
  const liste = pageParId('coproprietes');
  const sections: (SectionAccueil | false)[] = [
    'messageInfo',
    v.autorites.includes('ATTENTE_ACTIVATION_TELE') && pageExiste('/compte/activation') && 'activation',
    tutoriels && 'video',
    declarant &&
      v.autorites.includes('MAJ_COPROPRIETE_ANNUELLE') &&
      routeMontee('coproprietes.tableauDeBordSyndic') &&
      'tableauDeBordSyndic',
    (qui === 'teneur' || qui === 'teneurHotline') &&
      routeMontee({ method: 'GET', path: '/api/coproprietes/indicateurs' }) &&
      'tableauDeBordTeneur',
    tuiles.some((t) => t.section === 'actions') && 'tuiles',
    tuiles.some((t) => t.section === 'compte') && 'compte',
    (declarant || qui === 'notaire' || qui === 'collaborateurNotaire') &&
      !!liste &&
      peutOuvrir(liste, v) &&
      'tableauCoproprietes',
    tutoriels && 'tutoriels',
    'liens',
  ];
  return sections.filter((s): s is SectionAccueil => s !== false);
}
