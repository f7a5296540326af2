/** The menu and the home page of each profile, as spec 001 §2 rules them (the route table's other tests: navigation.test.ts). */
import { describe, expect, it } from 'vitest';
import {
  AUTORITES_GESTION,
  AUTORITES_PAR_PROFIL,
  PROFILS,
  autoritesEffectives,
  type Autorite,
  type Profil,
} from '@registre/shared/domain/profils';
import { ROUTES_MONTEES } from '@registre/shared/routes/montees';
import {
  ENTREES_GESTION,
  VISITEUR_ANONYME,
  menuPrincipal,
  pageExiste,
  pageParChemin,
  peutOuvrir,
  routeMontee,
  entreesGestion,
  sectionsAccueil,
  tuilesAccueil,
  type SectionAccueil,
  type Visiteur,
} from './index.ts';

const visiteur = (profil: Profil): Visiteur => ({ connecte: true, profil, autorites: AUTORITES_PAR_PROFIL[profil] });

/* ------------------------------------------------------------------------------------------------------------ */
/*
 * [issue 14] Every menu and home section of spec 001 §2, for every profile of profils.ts. The EXPECTATION is written
 * here from the spec's rules as data (§2 "Main menu by authority", "Home pages by profile", §6 "Authority effects
 * seen in the shell"), never read from the SPA's route table; the table only says which pages exist yet (mounted) and
 * which API routes each page calls, whose `acces` (shared routes) decides whether the profile may use it.
 */
describe('[issue 14] menu et accueil de chaque profil selon les règles de la spec 001 §2', () => {
  const MONTEES = new Map(ROUTES_MONTEES.map((r) => [r.id, r]));
  /** whether the API route accepts this visitor (its `acces` in the shared routes) */
  const routeAccepte = (id: string, v: Visiteur) => {
    const r = MONTEES.get(id);
    if (!r) return false;
    if (r.acces === 'public') return true;
    if (!v.connecte) return false;
    return r.acces === 'authentifie' || r.acces.some((a) => v.autorites.includes(a));
  };
  /** the page exists and every API route it needs accepts the visitor */
  const utilisable = (chemin: string, v: Visiteur) => {
    const page = pageParChemin(chemin.split('?')[0]);
    return !!page && peutOuvrir(page, v) && (page.routes ?? []).every((id) => routeAccepte(id, v));
  };
  const existe = (chemin: string) => pageExiste(chemin.split('?')[0]);

  // spec 001 §2: the seven management authorities, the entry each controls and its filter value
  const GESTION: { autorite: Autorite; chemin: string; action?: string }[] = [
    { autorite: 'GERER_COPROPRIETE', chemin: '/copropriete?filtre=seeAllCopro' },
    { autorite: 'MAJ_COPROPRIETE_STANDARD', chemin: '/copropriete?filtre=standard' },
    { autorite: 'MAJ_COPROPRIETE_ANNUELLE', chemin: '/copropriete?filtre=annuelle' },
    { autorite: 'RENOUVELER_MANDAT', chemin: '/copropriete?filtre=renouveler-mandat', action: '/renouveler-mandat' },
    { autorite: 'DECLARER_SUCCESSEUR', chemin: '/copropriete?filtre=declare-new-successor', action: '/declarer-un-successeur' },
    { autorite: 'RATTACHER_COPROPRIETE', chemin: '/rattacher-une-copropriete' },
    { autorite: 'DISSOUDRE_COPRO', chemin: '/copropriete?filtre=dissolution', action: '/copropriete/declarer-une-dissolution' },
  ];
  const SEPT = GESTION.map((g) => g.autorite);

  /**
   * The management menu the spec's rule gives: all seven or none -> the full menu; otherwise each authority its
   * entry. Reconciled with « no entry leads to Accès non autorisé »: "none" is the visitor not signed in (every entry
   * asks to sign in); a signed-in account holding none sees what it may use, i.e. « all » when it consults
   * condominiums (VISUALISER_COPRO: notaries, notary collaborator, hotline keepers — spec §2 homes: « view »).
   */
  function gestionAttendue(v: Visiteur): string[] {
    const presentes = GESTION.filter((g) => existe(g.chemin) && (!g.action || existe(g.action)));
    if (!v.connecte) return presentes.map((g) => g.chemin);
    const toutes = SEPT.every((a) => v.autorites.includes(a));
    return presentes
      .filter(
        (g) =>
          toutes ||
          v.autorites.includes(g.autorite) ||
          (g.autorite === 'GERER_COPROPRIETE' && v.autorites.includes('VISUALISER_COPRO')),
      )
      .filter((g) => utilisable(g.chemin, v) && (!g.action || utilisable(g.action, v)))
      .map((g) => g.chemin);
  }

  /** spec 001 §6 "Authority effects seen in the shell": the authority -> the menu entry it shows */
  const EFFETS: { autorite: Autorite; chemin: string }[] = [
    { autorite: 'VALIDER_RATTACHEMENT_DECLARATION', chemin: '/validations' },
    { autorite: 'SUIVI_INDICATEURS_MCO', chemin: '/indicateurs-MCO' },
    { autorite: 'RECHERCHE_EVENEMENT_JOURNAL', chemin: '/evenement-journal' },
    { autorite: 'DONNEES_BRUTES', chemin: '/institutionnels/donnees-brutes' },
    { autorite: 'LST_TELEDECLARANT', chemin: '/teledeclarants' },
    { autorite: 'CATEGORISATION', chemin: '/institutionnels/outil-categorisation' },
    { autorite: 'MON_COMPTE', chemin: '/compte/moncompte' },
    { autorite: 'MON_ENTREPRISE_LECTURE', chemin: '/compte/monetablissement' },
    { autorite: 'LIST_RECH_UTILISATEUR', chemin: '/compte/mes-comptes-utilisateurs' },
  ];

  /** spec 001 §2 "Home pages by profile": the tiles of each kind of profile (paths, in the spec's order) */
  const TUILES: { profils: (Profil | null)[]; tuiles: string[] }[] = [
    {
      // « register, view, update (standard and annual), mandates, attach, directory, statistics, syndic dashboard »
      profils: ['TELE_NONPRO_ADMIN_PRINC', 'TELE_NONPRO_ADMIN_SECOND', 'TELE_PRO_ADMIN_PRINC', 'TELE_PRO_ADMIN_SECOND'],
      tuiles: [
        '/immatriculer-copropriete',
        '/copropriete?filtre=seeAllCopro',
        '/copropriete?filtre=standard',
        '/copropriete?filtre=annuelle',
        '/copropriete?filtre=mandate',
        '/rattacher-une-copropriete',
        '/annuaire',
        '/consulter-les-statistiques-du-registre',
      ],
    },
    {
      // « register, manage own condominiums, attach, account and establishment »
      profils: ['TELE_NONPRO_GESTION', 'TELE_PRO_GESTION'],
      tuiles: [
        '/immatriculer-copropriete',
        '/copropriete?filtre=seeAllCopro',
        '/rattacher-une-copropriete',
        '/compte/moncompte',
        '/compte/monetablissement',
      ],
    },
    {
      // « validations, event journal, view condominiums, declarant list, directory, statistics, data »; the hotline
      // « the other tiles » (each only when it may use it: the data is then the public open data)
      profils: ['TENEUR_ADMIN_PRINC', 'TENEUR_ADMIN_SCOND', 'TENEUR_ASS_HOTLINE_ADMIN', 'TENEUR_ASS_HOTLINE_GES'],
      tuiles: [
        '/validations',
        '/evenement-journal',
        '/copropriete?filtre=seeAllCopro',
        '/teledeclarants',
        '/annuaire',
        '/consulter-les-statistiques-du-registre',
        '/institutionnels/donnees-brutes|/donnees-ouvertes',
      ],
    },
    {
      // « register, declare dissolution (/copropriete/declarer-une-dissolution), view, statistics, directory »
      profils: ['NOTAIRE_ADMIN', 'NOTAIRE_NOTAIRE'],
      tuiles: [
        '/immatriculer-copropriete',
        '/copropriete/declarer-une-dissolution',
        '/copropriete?filtre=seeAllCopro',
        '/consulter-les-statistiques-du-registre',
        '/annuaire',
      ],
    },
    // « view, statistics, directory »
    {
      profils: ['NOTAIRE_COLLAB'],
      tuiles: ['/copropriete?filtre=seeAllCopro', '/consulter-les-statistiques-du-registre', '/annuaire'],
    },
    // « categorisation tool and raw data »
    { profils: ['INSTITUTIONNEL'], tuiles: ['/institutionnels/outil-categorisation', '/institutionnels/donnees-brutes'] },
  ];
  // the list filter a tile may carry needs the authority of its action (spec 001 §2 « update », « mandates »)
  const AUTORITE_FILTRE: Record<string, Autorite> = {
    standard: 'MAJ_COPROPRIETE_STANDARD',
    annuelle: 'MAJ_COPROPRIETE_ANNUELLE',
    mandate: 'RENOUVELER_MANDAT',
  };
  function tuilesAttendues(v: Visiteur & { profil: Profil }): string[] {
    const regle = TUILES.find((t) => t.profils.includes(v.profil))!;
    return regle.tuiles.flatMap((t) => {
      const choisie = t.split('|').find((c) => existe(c) && utilisable(c, v));
      if (!choisie) return [];
      const filtre = new URLSearchParams(choisie.split('?')[1] ?? '').get('filtre');
      if (filtre && AUTORITE_FILTRE[filtre] && !v.autorites.includes(AUTORITE_FILTRE[filtre])) return [];
      return [choisie];
    });
  }
  /** the tiles the spec does not place (pages added since, e.g. help): for whoever may use them only */
  const tuilesRegies = new Set(TUILES.flatMap((t) => t.tuiles.flatMap((c) => c.split('|'))));

  const PROFILS_CONNECTES = PROFILS.filter((p) => p !== 'DEFAULT' && p !== 'RESTREINT');
  const liens = (v: Visiteur) => menuPrincipal(v).flatMap((e) => (e.entrees ? e.entrees.map((x) => x.chemin) : [e.chemin]));

  for (const profil of PROFILS_CONNECTES) {
    describe(profil, () => {
      const v = visiteur(profil) as Visiteur & { profil: Profil };

      it('« Gérer mes copropriétés » : la règle des sept autorités de gestion', () => {
        const gestion = menuPrincipal(v).find((e) => e.libelle === 'Gérer mes copropriétés');
        expect((gestion?.entrees ?? []).map((e) => e.chemin)).toEqual(gestionAttendue(v));
        // register: for those who register (spec §2 "register" with the full menu; otherwise its own page's right)
        const immatriculer = menuPrincipal(v).some((e) => e.chemin === '/immatriculer-copropriete');
        expect(immatriculer).toBe(existe('/immatriculer-copropriete') && utilisable('/immatriculer-copropriete', v));
      });

      it('chaque autorité de la spec 001 §6 montre son entrée du menu, et seulement à qui la détient', () => {
        const menu = liens(v);
        for (const e of EFFETS.filter((x) => existe(x.chemin)))
          expect(menu.includes(e.chemin), `${e.autorite} -> ${e.chemin}`).toBe(v.autorites.includes(e.autorite));
      });

      it("aucune entrée du menu ni tuile ne mène à « Accès non autorisé » : la page s'ouvre et ses routes d'API l'acceptent", () => {
        for (const chemin of [...liens(v), ...tuilesAccueil(v).map((t) => t.chemin)]) {
          const page = pageParChemin(chemin.split('?')[0]);
          expect(page, chemin).toBeDefined();
          expect(peutOuvrir(page!, v), `${chemin} s'ouvre`).toBe(true);
          for (const id of page!.routes ?? []) expect(routeAccepte(id, v), `${chemin} : ${id}`).toBe(true);
        }
        // the actions a management entry's list leads to accept the profile too
        for (const g of GESTION.filter((x) => x.action && liens(v).includes(x.chemin)))
          expect(utilisable(g.action!, v), g.action).toBe(true);
      });

      it('les tuiles de la page d’accueil sont celles de son profil dans la spec 001 §2', () => {
        const tuiles = tuilesAccueil(v).map((t) => t.chemin);
        expect(tuiles.filter((c) => tuilesRegies.has(c))).toEqual(tuilesAttendues(v));
        // any other tile: a page the spec does not place, that the profile may use
        for (const c of tuiles.filter((x) => !tuilesRegies.has(x))) expect(utilisable(c, v), c).toBe(true);
      });
    });
  }

  it('le visiteur non connecté : les tuiles publiques, le menu complet de gestion qui mène à la connexion', () => {
    for (const t of tuilesAccueil(VISITEUR_ANONYME))
      expect(t.page.acces === 'public' || t.page.acces === 'anonyme', t.id).toBe(true);
    const gestion = menuPrincipal(VISITEUR_ANONYME).find((e) => e.libelle === 'Gérer mes copropriétés');
    expect((gestion?.entrees ?? []).map((e) => e.chemin)).toEqual(gestionAttendue(VISITEUR_ANONYME));
    // every entry is either public or asks to sign in (GardePage), never « Accès non autorisé »
    for (const chemin of liens(VISITEUR_ANONYME)) expect(pageParChemin(chemin.split('?')[0]), chemin).toBeDefined();
  });

  it('la règle « toutes ou aucune » sur des comptes restreints : chaque autorité commande son entrée', () => {
    const syndic = AUTORITES_PAR_PROFIL.TELE_PRO_ADMIN_PRINC;
    // all seven: the full menu
    expect(entreesGestion({ connecte: true, profil: 'TELE_PRO_ADMIN_PRINC', autorites: syndic }).map((e) => e.chemin)).toEqual(
      gestionAttendue({ connecte: true, profil: 'TELE_PRO_ADMIN_PRINC', autorites: syndic }),
    );
    // a manager whose administrator withdrew the attachment and the dissolution: those two entries go
    const restreint: Visiteur = {
      connecte: true,
      profil: 'TELE_PRO_GESTION',
      autorites: AUTORITES_PAR_PROFIL.TELE_PRO_GESTION.filter((a) => a !== 'RATTACHER_COPROPRIETE' && a !== 'DISSOUDRE_COPRO'),
    };
    const chemins = entreesGestion(restreint).map((e) => e.chemin);
    expect(chemins).toEqual(gestionAttendue(restreint));
    expect(chemins).not.toContain('/rattacher-une-copropriete');
    expect(chemins).not.toContain('/copropriete?filtre=dissolution');
  });

  it('les entrées de gestion portent les valeurs de filtre de la spec', () => {
    expect(ENTREES_GESTION.map((e) => e.filtre ?? null)).toEqual([
      'seeAllCopro',
      'standard',
      'annuelle',
      'renouveler-mandat',
      'declare-new-successor',
      null,
      'dissolution',
    ]);
    expect(new Set(ENTREES_GESTION.flatMap((e) => e.autorites).filter((a) => AUTORITES_GESTION.includes(a)))).toEqual(
      new Set(AUTORITES_GESTION),
    );
  });

  /** spec 001 §2 "Home pages by profile" and "Sections that exist", per kind of profile */
  const SECTIONS: { profils: (Profil | null)[]; sections: (v: Visiteur) => SectionAccueil[] }[] = [
    {
      profils: [null],
      sections: () => ['messageInfo', ...tuto('video'), 'tuiles', ...tuto('tutoriels'), 'liens'],
    },
    {
      profils: ['TELE_NONPRO_ADMIN_PRINC', 'TELE_NONPRO_ADMIN_SECOND', 'TELE_PRO_ADMIN_PRINC', 'TELE_PRO_ADMIN_SECOND'],
      sections: (v) => [
        'messageInfo',
        ...activation(v),
        ...tuto('video'),
        ...si(routeMontee('coproprietes.tableauDeBordSyndic'), 'tableauDeBordSyndic'),
        'tuiles',
        'tableauCoproprietes',
        ...tuto('tutoriels'),
        'liens',
      ],
    },
    {
      profils: ['TELE_NONPRO_GESTION', 'TELE_PRO_GESTION'],
      sections: (v) => [
        'messageInfo',
        ...activation(v),
        ...tuto('video'),
        ...si(routeMontee('coproprietes.tableauDeBordSyndic'), 'tableauDeBordSyndic'),
        'tuiles',
        'compte',
        'tableauCoproprietes',
        ...tuto('tutoriels'),
        'liens',
      ],
    },
    {
      profils: ['TENEUR_ADMIN_PRINC', 'TENEUR_ADMIN_SCOND', 'TENEUR_ASS_HOTLINE_ADMIN', 'TENEUR_ASS_HOTLINE_GES'],
      sections: () => [
        'messageInfo',
        ...si(routeMontee({ method: 'GET', path: '/api/coproprietes/indicateurs' }), 'tableauDeBordTeneur'),
        'tuiles',
        'liens',
      ],
    },
    {
      profils: ['NOTAIRE_ADMIN', 'NOTAIRE_NOTAIRE', 'NOTAIRE_COLLAB'],
      sections: () => ['messageInfo', ...tuto('video'), 'tuiles', 'tableauCoproprietes', ...tuto('tutoriels'), 'liens'],
    },
    { profils: ['INSTITUTIONNEL'], sections: () => ['messageInfo', 'tuiles', 'liens'] },
  ];
  const si = (condition: boolean, s: SectionAccueil): SectionAccueil[] => (condition ? [s] : []);
  const tuto = (s: SectionAccueil) => si(pageExiste('/aide/tutoriels/videos'), s);
  const activation = (v: Visiteur) =>
    si(v.autorites.includes('ATTENTE_ACTIVATION_TELE') && pageExiste('/compte/activation'), 'activation');

  it('les sections de la page d’accueil de chaque profil', () => {
    for (const regle of SECTIONS)
      for (const p of regle.profils) {
        const v = p ? visiteur(p) : VISITEUR_ANONYME;
        expect(sectionsAccueil(v), String(p)).toEqual(regle.sections(v));
      }
    // the activation banner while the declarant awaits its postal code
    const enAttente: Visiteur = {
      connecte: true,
      profil: 'TELE_PRO_ADMIN_PRINC',
      autorites: autoritesEffectives({ profil: 'TELE_PRO_ADMIN_PRINC', enAttenteActivation: true }),
    };
    expect(sectionsAccueil(enAttente)).toEqual(SECTIONS[1].sections(enAttente));
    expect(sectionsAccueil(enAttente)).toContain('activation');
  });

  it('la liste des copropriétés en tuile ouvre « toutes » ; chaque profil de profils.ts a une règle', () => {
    for (const p of PROFILS_CONNECTES) {
      expect(
        TUILES.some((t) => t.profils.includes(p)),
        p,
      ).toBe(true);
      expect(
        SECTIONS.some((t) => t.profils.includes(p)),
        p,
      ).toBe(true);
    }
    if (pageExiste('/copropriete'))
      expect(tuilesAccueil(visiteur('NOTAIRE_COLLAB')).find((t) => t.id === 'coproprietes')?.chemin).toBe(
        '/copropriete?filtre=seeAllCopro',
      );
  });
});
