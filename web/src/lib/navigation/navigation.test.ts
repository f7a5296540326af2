import { describe, expect, it } from 'vitest';
import { AUTORITES_PAR_PROFIL, type Profil } from '@registre/shared/domain/profils';
import * as api from '@registre/shared/routes/index';
import { ROUTES, comptes, declarations, type Route } from '@registre/shared/routes/index';
import { ROUTES_MONTEES, type RouteMontee } from '@registre/shared/routes/montees';
import {
  PAGES,
  PAGES_PREVUES,
  REDIRECTIONS,
  VISITEUR_ANONYME,
  ancetres,
  accesAutorise,
  cheminAccueil,
  lienVers,
  menuPrincipal,
  pageExiste,
  pageParChemin,
  pageParId,
  pagesDisponibles,
  peutOuvrir,
  planDuSite,
  routeMontee,
  tuilesAccueil,
  type PageRegistre,
  type Visiteur,
} from './index.ts';

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
    // [issue 12] the public statistics and directory, for everyone, once their API routes are mounted
    const statistiques = pageExiste('/consulter-les-statistiques-du-registre') ? ['Statistiques'] : [];
    const consulter = pageExiste('/annuaire') ? ['Consulter'] : [];
    // [issue 14] spec 001 §2: holding no management authority, the visitor who is not signed in sees register and the
    // management menu (which lead to the sign-in page)
    expect(menuPrincipal(VISITEUR_ANONYME).map((e) => e.libelle)).toEqual([
      'Accueil',
      ...statistiques,
      ...(pageExiste('/copropriete') ? ['Gérer mes copropriétés'] : []),
      ...(pageExiste('/immatriculer-copropriete') ? ['Immatriculer une copropriété'] : []),
      'Découvrir le registre',
      ...consulter,
    ]);
    const syndic = menuPrincipal(visiteur('TELE_PRO_ADMIN_PRINC'));
    // the condominium management menu and the registration wizard show once their API routes are mounted
    expect(syndic.map((e) => e.libelle)).toEqual([
      'Accueil',
      ...statistiques,
      ...(pageExiste('/copropriete') ? ['Gérer mes copropriétés'] : []),
      ...(pageExiste('/immatriculer-copropriete') ? ['Immatriculer une copropriété'] : []),
      'Découvrir le registre',
      ...consulter,
      'Mon espace',
    ]);
    // "Mon établissement" and "Mes comptes utilisateurs" join the tool menu once their API routes are mounted
    expect(syndic.find((e) => e.libelle === 'Mon espace')?.entrees).toEqual(
      [
        { libelle: 'Mon compte', chemin: '/compte/moncompte' },
        { libelle: 'Mon établissement', chemin: '/compte/monetablissement' },
        { libelle: 'Mes comptes utilisateurs', chemin: '/compte/mes-comptes-utilisateurs' },
      ].filter((e) => pageExiste(e.chemin)),
    );
    // the institutional account holds no MON_COMPTE; its raw data once the page exists
    expect(menuPrincipal(visiteur('INSTITUTIONNEL')).map((e) => e.libelle)).toEqual([
      'Accueil',
      ...statistiques,
      'Découvrir le registre',
      ...consulter,
      ...(pageExiste('/institutionnels/outil-categorisation') ? ['Outil de catégorisation'] : []),
      ...(pageExiste('/institutionnels/donnees-brutes') ? ['Données brutes'] : []),
    ]);
  });

  it('validations des teneurs : « Mes actions » pour VALIDER_RATTACHEMENT_DECLARATION, la page de demande hors menu', () => {
    const file = pageParId('validations');
    if (!file) return;
    for (const p of ['TENEUR_ADMIN_PRINC', 'TENEUR_ASS_HOTLINE_GES'] as const) {
      expect(menuPrincipal(visiteur(p))).toContainEqual({ libelle: 'Mes actions', chemin: '/validations' });
      expect(tuilesAccueil(visiteur(p)).map((x) => x.id)).toContain('validations');
    }
    expect(menuPrincipal(visiteur('TELE_PRO_ADMIN_PRINC')).map((e) => e.libelle)).not.toContain('Mes actions');
    expect(peutOuvrir(file, visiteur('NOTAIRE_NOTAIRE'))).toBe(false);
    const demande = pageParId('validation');
    if (!demande) return;
    expect(pageParChemin('/validations/IMMATRICULATION-12')?.id).toBe('validation');
    expect(lienVers('validation', { idDemande: 'IMMATRICULATION-12' })).toBe('/validations/IMMATRICULATION-12');
    expect(ancetres(demande, visiteur('TENEUR_ADMIN_PRINC')).map((x) => x.id)).toEqual(['validations']);
  });

  it('liste des copropriétés : syndics, notaires et teneurs ; « Localiser les parcelles » pour qui immatricule', () => {
    const liste = pageParId('coproprietes');
    if (!liste) return;
    for (const p of ['TELE_PRO_GESTION', 'NOTAIRE_COLLAB', 'TENEUR_ADMIN_PRINC'] as const)
      expect(peutOuvrir(liste, visiteur(p)), p).toBe(true);
    expect(peutOuvrir(liste, visiteur('INSTITUTIONNEL'))).toBe(false);
    expect(
      menuPrincipal(visiteur('NOTAIRE_NOTAIRE')).find((e) => e.libelle === 'Gérer mes copropriétés')?.entrees,
    ).toContainEqual({
      libelle: 'Toutes mes copropriétés',
      chemin: '/copropriete?filtre=seeAllCopro',
    });
    const parcelles = pageParId('parcellesNonGeolocalisees');
    if (!parcelles) return;
    expect(peutOuvrir(parcelles, visiteur('TELE_NONPRO_GESTION'))).toBe(true);
    expect(peutOuvrir(parcelles, visiteur('NOTAIRE_COLLAB'))).toBe(false);
    expect(peutOuvrir(parcelles, visiteur('TENEUR_ADMIN_PRINC'))).toBe(false);
    expect(lienVers('parcellesNonGeolocalisees', { idDeclaration: 7 })).toBe('/copropriete/parcelles-non-geolocalisees/7');
  });

  it("accueil de l'institutionnel : /institutionnels, qui existe désormais", () => {
    expect(PAGES.some((p) => p.chemin === '/institutionnels')).toBe(true);
    expect(cheminAccueil(visiteur('INSTITUTIONNEL'))).toBe('/institutionnels');
    expect(cheminAccueil(visiteur('TENEUR_ADMIN_PRINC'))).toBe('/');
    expect(cheminAccueil(VISITEUR_ANONYME)).toBe('/');
  });

  it('pages réservées à certains profils : « Mon étude notariale » pour les seuls notaires', () => {
    const etude = pageParId('monEtude')!;
    expect(etude).toBeDefined();
    for (const p of ['NOTAIRE_ADMIN', 'NOTAIRE_NOTAIRE', 'NOTAIRE_COLLAB'] as const)
      expect(peutOuvrir(etude, { ...visiteur(p), parCertificat: true }), p).toBe(true);
    // a syndic holds MON_ENTREPRISE_LECTURE too, but has no firm
    expect(peutOuvrir(etude, visiteur('TELE_PRO_ADMIN_PRINC'))).toBe(false);
    expect(menuPrincipal(visiteur('TELE_PRO_ADMIN_PRINC')).flatMap((e) => e.entrees ?? [])).not.toContainEqual(
      expect.objectContaining({ chemin: '/compte/monetude' }),
    );
    expect(menuPrincipal({ ...visiteur('NOTAIRE_COLLAB'), parCertificat: true }).flatMap((e) => e.entrees ?? [])).toContainEqual({
      libelle: 'Mon étude notariale',
      chemin: '/compte/monetude',
    });
    // [issue 14] spec 001 §2 gives the notaries' home no account tile: the firm is in the tool menu
    expect(tuilesAccueil(visiteur('NOTAIRE_NOTAIRE')).map((p) => p.id)).not.toContain('monEtude');
  });

  it("parcours institutionnel et notaires : retour du fournisseur d'identité, charte, certificat", () => {
    expect(pageParChemin('/compte/clavis')?.acces).toBe('public');
    const charte = pageParChemin('/institutionnels/charte-confidentialite')!;
    expect(peutOuvrir(charte, visiteur('INSTITUTIONNEL'))).toBe(true);
    expect(peutOuvrir(charte, visiteur('TENEUR_ADMIN_PRINC'))).toBe(false);
    expect(ancetres(charte, visiteur('INSTITUTIONNEL')).map((p) => p.id)).toEqual(['institutionnels']);
    // the spec's old address of the charter is redirected to it
    expect(REDIRECTIONS).toContainEqual({ de: '/charte-confidentialite', vers: charte.chemin });
    for (const chemin of ['/compte/certificat', '/compte/acces-notaires']) expect(pageParChemin(chemin)?.acces).toBe('public');
    // reached only from the flows: never in the sitemap
    const plan = planDuSite(VISITEUR_ANONYME).flatMap(function aplatir(n): string[] {
      return [n.page.chemin, ...n.enfants.flatMap(aplatir)];
    });
    for (const chemin of ['/compte/clavis', '/compte/certificat', '/compte/acces-notaires']) expect(plan).not.toContain(chemin);
  });

  it("tuiles, plan du site et fil d'Ariane suivent les droits", () => {
    expect(tuilesAccueil(VISITEUR_ANONYME).map((p) => p.id)).toContain('connexion');
    expect(tuilesAccueil(visiteur('NOTAIRE_COLLAB')).map((p) => p.id)).not.toContain('connexion');
    // [issue 14] spec 001 §2: the account tiles are for the declarants' managers
    expect(tuilesAccueil(visiteur('TELE_PRO_GESTION')).map((p) => p.id)).toContain('monCompte');
    expect(tuilesAccueil(visiteur('NOTAIRE_COLLAB')).map((p) => p.id)).not.toContain('monCompte');
    const aide = planDuSite(VISITEUR_ANONYME).find((n) => n.page.id === 'aide')!;
    expect(aide.enfants.map((n) => n.page.id)).toEqual(expect.arrayContaining(['registreEtMoi', 'questions']));
    expect(ancetres(pageParId('questions')!, VISITEUR_ANONYME).map((p) => p.id)).toEqual(['aide']);
  });
});

describe("[issue 12] l'annuaire public et la fiche publique d'une copropriété", () => {
  it('« Annuaire » pour tous : au plan du site, au menu « Consulter », en tuile pour les profils de la spec 001 §2', () => {
    const annuaire = pageParId('annuaire');
    if (!annuaire) return;
    expect(annuaire.chemin).toBe('/annuaire');
    expect(annuaire.acces).toBe('public');
    expect(planDuSite(VISITEUR_ANONYME).map((n) => n.page.id)).toContain('annuaire');
    const consulter = (v: Visiteur) => menuPrincipal(v).find((e) => e.libelle === 'Consulter')?.entrees ?? [];
    for (const v of [
      VISITEUR_ANONYME,
      visiteur('TELE_PRO_ADMIN_PRINC'),
      visiteur('NOTAIRE_COLLAB'),
      visiteur('TENEUR_ADMIN_PRINC'),
    ])
      expect(consulter(v)).toContainEqual({ libelle: 'Annuaire des copropriétés', chemin: '/annuaire' });
    // spec 001 §2 "Home pages by profile": the tile for visitors, declarant administrators, keepers and notaries
    const avecTuile: (Profil | null)[] = [
      null,
      'TELE_PRO_ADMIN_PRINC',
      'TELE_NONPRO_ADMIN_SECOND',
      'NOTAIRE_ADMIN',
      'NOTAIRE_NOTAIRE',
      'NOTAIRE_COLLAB',
      'TENEUR_ADMIN_PRINC',
      'TENEUR_ASS_HOTLINE_GES',
    ];
    for (const p of avecTuile)
      expect(
        tuilesAccueil(p ? visiteur(p) : VISITEUR_ANONYME).map((x) => x.id),
        String(p),
      ).toContain('annuaire');
    // not for the declarants' managers nor the institutional account (they may still open it)
    for (const p of ['TELE_PRO_GESTION', 'TELE_NONPRO_GESTION', 'INSTITUTIONNEL'] as const) {
      expect(
        tuilesAccueil(visiteur(p)).map((x) => x.id),
        p,
      ).not.toContain('annuaire');
      expect(peutOuvrir(annuaire, visiteur(p)), p).toBe(true);
    }
  });

  it('la fiche publique : par son adresse, sous « Annuaire » au fil, jamais au menu ni au plan du site', () => {
    const fiche = pageParId('ficheAnnuaire');
    if (!fiche) return;
    expect(pageParChemin('/annuaire/copropriete/42')?.id).toBe('ficheAnnuaire');
    expect(lienVers('ficheAnnuaire', { id: 42 })).toBe('/annuaire/copropriete/42');
    expect(ancetres(fiche, VISITEUR_ANONYME).map((p) => p.id)).toEqual(['annuaire']);
    expect(peutOuvrir(fiche, VISITEUR_ANONYME)).toBe(true);
    expect(fiche.planDuSite).toBe(false);
    expect(fiche.menu).toBeUndefined();
  });
});

describe('données brutes : la page publique et celle des institutionnels et des administrateurs du teneur', () => {
  it('« Données ouvertes » pour tous, au plan du site et en tuile tant que la page institutionnelle est fermée', () => {
    const publique = pageParId('donneesOuvertes');
    if (!publique) return;
    expect(publique.chemin).toBe('/donnees-ouvertes');
    expect(publique.acces).toBe('public');
    expect(planDuSite(VISITEUR_ANONYME).map((n) => n.page.id)).toContain('donneesOuvertes');
    expect(tuilesAccueil(VISITEUR_ANONYME).map((p) => p.id)).toContain('donneesOuvertes');
    // [issue 14] spec 001 §2: « data » is on the keepers' home (and the public one), not on the declarants'
    expect(tuilesAccueil(visiteur('TENEUR_ASS_HOTLINE_GES')).map((p) => p.id)).toContain('donneesOuvertes');
    expect(tuilesAccueil(visiteur('TELE_PRO_ADMIN_PRINC')).map((p) => p.id)).not.toContain('donneesOuvertes');
    // never in the main menu of an anonymous visitor (the footer and the sitemap lead to it)
    expect(menuPrincipal(VISITEUR_ANONYME).flatMap((e) => [e.chemin, ...(e.entrees ?? []).map((x) => x.chemin)])).not.toContain(
      '/donnees-ouvertes',
    );
  });

  it('« Données brutes » : DONNEES_BRUTES (institutionnel, administrateurs du teneur), au menu, en tuile à la place de la page publique', () => {
    const page = pageParId('donneesBrutes');
    if (!page) return;
    expect(page.chemin).toBe('/institutionnels/donnees-brutes');
    for (const p of ['INSTITUTIONNEL', 'TENEUR_ADMIN_PRINC', 'TENEUR_ADMIN_SCOND'] as const) {
      expect(peutOuvrir(page, visiteur(p)), p).toBe(true);
      expect(menuPrincipal(visiteur(p)), p).toContainEqual({ libelle: 'Données brutes', chemin: page.chemin });
      const tuiles = tuilesAccueil(visiteur(p)).map((x) => x.id);
      expect(tuiles, p).toContain('donneesBrutes');
      expect(tuiles, p).not.toContain('donneesOuvertes');
    }
    for (const p of ['TENEUR_ASS_HOTLINE_ADMIN', 'TENEUR_ASS_HOTLINE_GES', 'TELE_PRO_ADMIN_PRINC', 'NOTAIRE_NOTAIRE'] as const) {
      expect(peutOuvrir(page, visiteur(p)), p).toBe(false);
      expect(
        menuPrincipal(visiteur(p)).map((e) => e.libelle),
        p,
      ).not.toContain('Données brutes');
    }
    expect(peutOuvrir(page, VISITEUR_ANONYME)).toBe(false);
    // breadcrumb: under the institutional area for the institutional account only (keepers may not open it)
    expect(ancetres(page, visiteur('INSTITUTIONNEL')).map((p) => p.id)).toEqual(['institutionnels']);
    expect(ancetres(page, visiteur('TENEUR_ADMIN_PRINC'))).toEqual([]);
  });
});

describe('pages conditionnées aux routes montées', () => {
  const r = (id: string, method: 'GET' | 'POST', path: string): RouteMontee => ({ id, method, path, acces: 'public' });
  const lecture = r('t.lecture', 'GET', '/api/x/{id}');
  const ecriture = r('t.ecriture', 'POST', '/api/x');
  const page = (id: string, routes?: PageRegistre['routes']): PageRegistre => ({
    id,
    chemin: `/${id}`,
    titre: id,
    fil: id,
    acces: 'public',
    planDuSite: true,
    routes,
  });

  it("une page n'existe que lorsque toutes ses routes sont montées (par id)", () => {
    const pages = [page('statique'), page('lecture', [lecture.id]), page('complete', [lecture.id, ecriture.id])];
    expect(pagesDisponibles(pages, []).map((p) => p.id)).toEqual(['statique']);
    expect(pagesDisponibles(pages, [lecture]).map((p) => p.id)).toEqual(['statique', 'lecture']);
    expect(pagesDisponibles(pages, [lecture, ecriture]).map((p) => p.id)).toEqual(['statique', 'lecture', 'complete']);
  });

  it('une route déclarée est montée par son id, ou par sa méthode et son chemin (comme la passerelle)', () => {
    expect(routeMontee('t.ecriture', [ecriture])).toBe(true);
    expect(routeMontee('t.ecriture', [lecture])).toBe(false);
    // the same method and path under another id is the same mounted route
    expect(routeMontee(ecriture, [{ ...ecriture, id: 'autre' }])).toBe(true);
    expect(routeMontee(ecriture, [{ ...ecriture, method: 'PUT' }])).toBe(false);
    // the real table: a declared, mounted route object and its id
    expect(routeMontee(comptes.lireCompte)).toBe(true);
    expect(routeMontee(comptes.lireCompte.id)).toBe(true);
    expect(routeMontee('comptes.inexistante')).toBe(false);
  });

  it('ROUTES_MONTEES est exactement ROUTES sans les schémas (id, méthode, chemin, accès)', () => {
    expect(ROUTES_MONTEES).toEqual(ROUTES.map(({ id, method, path, acces }) => ({ id, method, path, acces })));
    expect(new Set(ROUTES_MONTEES.map((x) => x.id)).size).toBe(ROUTES_MONTEES.length);
  });

  it('chaque route citée par une page est déclarée (montée ou non) dans un module de routes partagé', () => {
    // every route object exported by a `*.routes.ts` module, mounted in ROUTES or declared ahead of its handler
    const declarees = new Set(
      (Object.values(api) as unknown[])
        .filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null && !Array.isArray(m))
        .flatMap((m) => Object.values(m))
        .filter((x): x is Route => typeof x === 'object' && x !== null && 'id' in x && 'method' in x && 'path' in x)
        .map((x) => x.id),
    );
    for (const id of ROUTES.map((x) => x.id)) expect(declarees.has(id), id).toBe(true);
    for (const p of PAGES_PREVUES) for (const id of p.routes ?? []) expect(declarees.has(id), `${p.id} : ${id}`).toBe(true);
  });

  it("l'accès des pages de l'assistant est celui de ses routes (qui immatricule, qui met à jour)", () => {
    const acces = (id: string) => PAGES_PREVUES.find((p) => p.id === id)!.acces;
    if (routeMontee(declarations.nouvelle)) {
      for (const id of ['immatriculer', 'immatriculerEtape', 'parcellesNonGeolocalisees'])
        expect(acces(id), id).toEqual(declarations.IMMATRICULER);
    }
    if (routeMontee(declarations.ouvrirMiseAJour)) expect(acces('miseAJourCopropriete')).toEqual(declarations.METTRE_A_JOUR);
  });

  it('PAGES est exactement PAGES_PREVUES filtrée par ROUTES', () => {
    expect(PAGES.map((p) => p.id)).toEqual(pagesDisponibles(PAGES_PREVUES).map((p) => p.id));
    for (const p of PAGES_PREVUES.filter((x) => !PAGES.includes(x))) expect(p.routes?.some((x) => !routeMontee(x))).toBe(true);
    // the same with the full declarations: a page is shown when each of its routes is in ROUTES
    const montees = new Set(ROUTES.map((x) => x.id));
    expect(PAGES.map((p) => p.id)).toEqual(
      PAGES_PREVUES.filter((p) => (p.routes ?? []).every((id) => montees.has(id))).map((p) => p.id),
    );
  });

  it('« Journal des événements » : au menu « Administration » et en tuile pour RECHERCHE_EVENEMENT_JOURNAL seulement', () => {
    const journal = pageParId('evenementJournal')!;
    expect(journal.chemin).toBe('/evenement-journal');
    const administration = (p: Profil) => menuPrincipal(visiteur(p)).find((e) => e.libelle === 'Administration')?.entrees ?? [];
    for (const p of ['TENEUR_ADMIN_PRINC', 'TENEUR_ADMIN_SCOND', 'TENEUR_ASS_HOTLINE_ADMIN'] as const) {
      expect(administration(p)).toContainEqual({ libelle: 'Journal des événements', chemin: '/evenement-journal' });
      expect(tuilesAccueil(visiteur(p)).map((x) => x.id)).toContain('evenementJournal');
    }
    for (const p of ['TENEUR_ASS_HOTLINE_GES', 'TELE_PRO_ADMIN_PRINC', 'NOTAIRE_NOTAIRE', 'INSTITUTIONNEL'] as const) {
      expect(peutOuvrir(journal, visiteur(p))).toBe(false);
      expect(administration(p).map((e) => e.chemin)).not.toContain('/evenement-journal');
    }
    expect(peutOuvrir(journal, VISITEUR_ANONYME)).toBe(false);
  });

  it('une page à paramètre est trouvée par son adresse, jamais proposée au menu, en tuile ni au plan du site', () => {
    const modele = PAGES_PREVUES.find((p) => p.chemin.includes('/:'))!;
    expect(modele.planDuSite).toBe(false);
    expect(modele.menu).toBeUndefined();
    if (PAGES.includes(modele)) {
      expect(pageParChemin('/teledeclarants/comptes-utilisateurs/12')?.id).toBe(modele.id);
      expect(pageParChemin('/teledeclarants/comptes-utilisateurs/')).not.toBe(modele);
      expect(lienVers(modele.id, { id: 12 })).toBe('/teledeclarants/comptes-utilisateurs/12');
    } else {
      expect(lienVers(modele.id, { id: 12 })).toBeNull();
    }
  });
});
