import { describe, expect, it } from 'vitest';
import { AUTORITES_PAR_PROFIL, type Profil } from '@registre/shared/domain/profils';
import {
  PAGES,
  REDIRECTIONS,
  VISITEUR_ANONYME,
  ancetres,
  accesAutorise,
  cheminAccueil,
  menuPrincipal,
  pageParId,
  planDuSite,
  tuilesAccueil,
  type Visiteur,
} from './routes.tsx';

const visiteur = (profil: Profil): Visiteur => ({ connecte: true, profil, autorites: AUTORITES_PAR_PROFIL[profil] });

describe('tableau des routes', () => {
  it('chemins uniques, parents existants, redirections vers des chemins hors table ou existants', () => {
    const chemins = PAGES.map((p) => p.chemin);
    expect(new Set(chemins).size).toBe(chemins.length);
    for (const p of PAGES) if (p.parent) expect(pageParId(p.parent), p.id).toBeDefined();
    for (const r of REDIRECTIONS) expect(chemins).not.toContain(r.de);
  });

  it("règles d'accès : public, anonyme seulement, connecté, autorités", () => {
    expect(accesAutorise('public', VISITEUR_ANONYME)).toBe(true);
    expect(accesAutorise('anonyme', VISITEUR_ANONYME)).toBe(true);
    expect(accesAutorise('anonyme', visiteur('TELE_PRO_GESTION'))).toBe(false);
    expect(accesAutorise('authentifie', VISITEUR_ANONYME)).toBe(false);
    expect(accesAutorise(['MON_COMPTE'], visiteur('TELE_PRO_GESTION'))).toBe(true);
    expect(accesAutorise(['MON_COMPTE'], visiteur('INSTITUTIONNEL'))).toBe(false);
  });

  it('menu principal : Accueil puis les rubriques dont une page existe et est permise', () => {
    expect(menuPrincipal(VISITEUR_ANONYME).map((e) => e.libelle)).toEqual(['Accueil', 'Découvrir le registre']);
    const syndic = menuPrincipal(visiteur('TELE_PRO_ADMIN_PRINC'));
    expect(syndic.map((e) => e.libelle)).toEqual(['Accueil', 'Découvrir le registre', 'Mon espace']);
    expect(syndic[2].entrees).toEqual([{ libelle: 'Mon compte', chemin: '/compte/moncompte' }]);
    // the institutional account holds no MON_COMPTE
    expect(menuPrincipal(visiteur('INSTITUTIONNEL')).map((e) => e.libelle)).toEqual(['Accueil', 'Découvrir le registre']);
  });

  it("accueil de l'institutionnel : /institutionnels seulement quand la page existe", () => {
    expect(PAGES.some((p) => p.chemin === '/institutionnels')).toBe(false);
    expect(cheminAccueil(visiteur('INSTITUTIONNEL'))).toBe('/');
  });

  it("tuiles, plan du site et fil d'Ariane suivent les droits", () => {
    expect(tuilesAccueil(VISITEUR_ANONYME).map((p) => p.id)).toContain('connexion');
    expect(tuilesAccueil(visiteur('NOTAIRE_COLLAB')).map((p) => p.id)).not.toContain('connexion');
    expect(tuilesAccueil(visiteur('NOTAIRE_COLLAB')).map((p) => p.id)).toContain('monCompte');
    const aide = planDuSite(VISITEUR_ANONYME).find((n) => n.page.id === 'aide')!;
    expect(aide.enfants.map((n) => n.page.id)).toEqual(['registreEtMoi', 'questions']);
    expect(ancetres(pageParId('questions')!, VISITEUR_ANONYME).map((p) => p.id)).toEqual(['aide']);
  });
});
