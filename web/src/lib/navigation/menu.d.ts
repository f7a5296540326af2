/** The main menu (spec 001 §2 "Main menu by authority"), with the seven condominium-management entries. */
import { type Autorite } from '@registre/shared/domain/profils';
import { type FiltreListe } from './pages.ts';
import { type Visiteur } from './types.ts';
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
export declare const ENTREES_GESTION: readonly EntreeGestion[];
/** The management entries a visitor sees, as menu links. */
export declare const entreesGestion: (v: Visiteur) => LienMenu[];
export interface LienMenu {
  libelle: string;
  chemin: string;
}
export type ElementMenu =
  | (LienMenu & {
      entrees?: never;
    })
  | {
      libelle: string;
      chemin?: never;
      entrees: LienMenu[];
    };
/** The main menu of a visitor: "Accueil" first, then each section whose pages exist and are allowed. */
export declare function menuPrincipal(v: Visiteur): ElementMenu[];
