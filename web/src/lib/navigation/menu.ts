/** The main menu (spec 001 §2 "Main menu by authority"), with the seven condominium-management entries. */
import { AUTORITES_GESTION, type Autorite } from '@registre/shared/domain/profils';
import { avecParametres, cheminAccueil, lienListe, pageParId, PAGES, peutOuvrir, type FiltreListe } from './pages.ts';
import { RUBRIQUES, type PageRegistre, type Visiteur } from './types.ts';

export interface EntreeGestion {
  libelle: string;
  /** the management authorities that control the entry (one of the seven of spec 001 §2, see `ENTREES_GESTION`) */
  autorites: readonly Autorite[];
  /** id of the page the entry opens */
  page: string;
  /** the list filter of spec 001 §2 when the entry opens the condominium list */
  filtre?: FiltreListe;
  /** id of the page a row of that filtered list leads to: the entry is offered only to who may open it too */
  action?: string;
}

/**
 * The seven entries of « Gérer mes copropriétés » (spec 001 §2): all, standard update, annual update, mandate
 * renewal, successor declaration, joining, dissolution, with the filter values seeAllCopro, standard, annuelle,
 * renouveler-mandat, declare-new-successor and dissolution; each controlled by its management authority. « All » is
 * the list of one's condominiums: GERER_COPROPRIETE, or VISUALISER_COPRO for those who only consult them (notaries,
 * notary collaborators, hotline keepers: spec 001 §2 "Home pages by profile", « view »).
 */
export const ENTREES_GESTION: readonly EntreeGestion[] = [
  {
    libelle: 'Toutes mes copropriétés',
    autorites: ['GERER_COPROPRIETE', 'VISUALISER_COPRO'],
    page: 'coproprietes',
    filtre: 'seeAllCopro',
  },
  { libelle: 'Mise à jour standard', autorites: ['MAJ_COPROPRIETE_STANDARD'], page: 'coproprietes', filtre: 'standard' },
  { libelle: 'Mise à jour annuelle', autorites: ['MAJ_COPROPRIETE_ANNUELLE'], page: 'coproprietes', filtre: 'annuelle' },
  {
    libelle: 'Renouveler un mandat',
    autorites: ['RENOUVELER_MANDAT'],
    page: 'coproprietes',
    filtre: 'renouveler-mandat',
    action: 'renouvellement',
  },
  {
    libelle: 'Déclarer un successeur',
    autorites: ['DECLARER_SUCCESSEUR'],
    page: 'coproprietes',
    filtre: 'declare-new-successor',
    action: 'declarationSuccesseur',
  },
  { libelle: 'Rattacher une copropriété', autorites: ['RATTACHER_COPROPRIETE'], page: 'rattacher' },
  {
    libelle: 'Déclarer une dissolution',
    autorites: ['DISSOUDRE_COPRO'],
    page: 'coproprietes',
    filtre: 'dissolution',
    action: 'dissolution',
  },
];

/**
 * Spec 001 §2: "A user holding all seven management authorities, or none, sees register plus the full management
 * menu"; otherwise each management authority controls its own entry. No entry may lead to « Accès non autorisé »,
 * so "none" is read as the visitor who is not signed in (who holds no authority at all): they see register and the
 * full management menu, each entry leading to the sign-in page and, once signed in, back to the page when the account
 * may open it (GardePage). A signed-in account holding none of the seven (notary collaborator, hotline keepers,
 * institutional) sees only the entries it may open: « Toutes mes copropriétés » when it consults condominiums.
 * A signed-in account holding all seven sees them all (each page is still checked, e.g. while not mounted).
 */
function entreeGestionVisible(e: EntreeGestion, v: Visiteur): boolean {
  const page = pageParId(e.page);
  const action = e.action ? pageParId(e.action) : null;
  if (!page || action === undefined) return false;
  if (!v.connecte) return true;
  const toutes = AUTORITES_GESTION.every((a) => v.autorites.includes(a));
  if (!toutes && !e.autorites.some((a) => v.autorites.includes(a))) return false;
  return peutOuvrir(page, v) && (action === null || peutOuvrir(action, v));
}

/** The management entries a visitor sees, as menu links. */
export const entreesGestion = (v: Visiteur): LienMenu[] =>
  ENTREES_GESTION.filter((e) => entreeGestionVisible(e, v)).map((e) => ({
    libelle: e.libelle,
    chemin: e.filtre ? lienListe(e.filtre)! : pageParId(e.page)!.chemin,
  }));

function entreeMenuVisible(page: PageRegistre, v: Visiteur): boolean {
  // spec 001 §2 (see entreeGestionVisible): the visitor who is not signed in sees « register », which asks to sign in
  if (page.menu?.rubrique === 'immatriculer' && !v.connecte && Array.isArray(page.acces)) return true;
  return peutOuvrir(page, v);
}

export interface LienMenu {
  libelle: string;
  chemin: string;
}
export type ElementMenu = (LienMenu & { entrees?: never }) | { libelle: string; chemin?: never; entrees: LienMenu[] };

/** The main menu of a visitor: "Accueil" first, then each section whose pages exist and are allowed. */
export function menuPrincipal(v: Visiteur): ElementMenu[] {
  const elements: ElementMenu[] = [{ libelle: 'Accueil', chemin: cheminAccueil(v) }];
  for (const rubrique of RUBRIQUES) {
    const entrees = [
      ...(rubrique.id === 'gestion' ? entreesGestion(v) : []),
      ...PAGES.filter((p) => p.menu?.rubrique === rubrique.id && !avecParametres(p) && entreeMenuVisible(p, v)).map((p) => ({
        libelle: p.menu!.libelle,
        chemin: p.chemin,
      })),
    ];
    if (entrees.length === 0) continue;
    if (rubrique.forme === 'lien' && entrees.length === 1)
      elements.push({ libelle: rubrique.libelle, chemin: entrees[0].chemin });
    else elements.push({ libelle: rubrique.libelle, entrees });
  }
  return elements;
}
