import { describe, expect, it } from 'vitest';
import type { ParcelleFormulaire } from '@registre/shared/schemas/copropriete/identification';
import {
  adresseCriteres,
  apresLocalisation,
  ACTIONS_FILTRE,
  corpsRechercheCoproprietes,
  erreurParcelles,
  libelleFiltre,
  libelleMajAnnuelle,
  libelleStatutRattachement,
  lienAction,
  lireCriteres,
  parcellesALocaliser,
  sansParcelle,
  severiteEtat,
  termeRecherche,
  STATUTS_RATTACHEMENT_FILTRE,
  adresseCriteresRegistre,
  corpsRechercheRegistre,
  formulaireListeSchema,
  lienFiche,
  lireCriteresRegistre,
  nbFiltresAvances,
  rechercheRegistreLancee,
  severiteMajAnnuelle,
  cleCurseurs,
  curseurPour,
  noterCurseur,
} from './coproprietes.ts';
import { rechercheCoproprietesSchema } from '@registre/shared/schemas/copropriete/api';
import { rechercheRegistreSchema } from '@registre/shared/schemas/copropriete/miseAJour';

describe("liste des copropriétés : critères dans l'adresse", () => {
  it('par défaut : toutes mes copropriétés, page 1 de 10', () => {
    const c = lireCriteres(new URLSearchParams(''));
    expect(c).toEqual({ filtre: 'seeAllCopro', recherche: '', page: 1, tri: null });
    expect(adresseCriteres(c).toString()).toBe('filtre=seeAllCopro');
    expect(corpsRechercheCoproprietes(c)).toEqual({
      paginationOptions: { pageNumber: 1, pageSize: 10 },
      immatriculationOuNom: null,
      filtre: 'seeAllCopro',
    });
  });

  it('chaque filtre de la spécification est accepté ; un filtre inconnu revient au défaut', () => {
    for (const f of ['immatriculee', 'coproNonGeolocalisees', 'mandat-expire', 'dissolution'] as const) {
      expect(lireCriteres(new URLSearchParams({ filtre: f })).filtre).toBe(f);
      expect(libelleFiltre(f)).not.toBe('');
    }
    expect(lireCriteres(new URLSearchParams('filtre=tout')).filtre).toBe('seeAllCopro');
    const c = {
      filtre: 'immatriculee' as const,
      recherche: 'Les Tilleuls',
      page: 2,
      tri: { champ: 'nbLots', sens: 'desc' as const },
    };
    expect(lireCriteres(adresseCriteres(c))).toEqual(c);
    expect(corpsRechercheCoproprietes(c).paginationOptions).toEqual({
      pageNumber: 2,
      pageSize: 10,
      sortField: 'nbLots',
      sortDirection: 'desc',
    });
    expect(lireCriteres(new URLSearchParams('tri=motDePasse')).tri).toBeNull();
  });

  it('recherche : un numéro tapé avec tirets est cherché sous sa forme enregistrée, un nom tel quel', () => {
    expect(termeRecherche('ab1-234-567')).toBe('AB1234567');
    expect(termeRecherche(' AB1234567 ')).toBe('AB1234567');
    expect(termeRecherche(' Les Tilleuls ')).toBe('Les Tilleuls');
    expect(termeRecherche('  ')).toBeNull();
    expect(corpsRechercheCoproprietes({ filtre: 'seeAllCopro', recherche: 'AB1-234-567', page: 3, tri: null })).toMatchObject({
      paginationOptions: { pageNumber: 3 },
      immatriculationOuNom: 'AB1234567',
    });
  });
});

describe("libellés d'une ligne", () => {
  it('statut de rattachement, mise à jour annuelle, couleur du statut', () => {
    expect(libelleStatutRattachement('EN_COURS')).toBe('En cours');
    expect(libelleStatutRattachement(null)).toBe('—');
    expect(libelleStatutRattachement('AUTRE')).toBe('AUTRE');
    expect(libelleMajAnnuelle('A_FAIRE')).toBe('À faire');
    expect(severiteEtat('IMMATRICULEE_RATTACHEE')).toBe('success');
    expect(severiteEtat('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER')).toBe('warning');
    expect(severiteEtat('IMMATRICULATION_ET_RATTACHEMENT_REFUSES')).toBe('error');
  });

  it('« Localiser les parcelles » : parcelles non géolocalisées et une déclaration courante', () => {
    expect(parcellesALocaliser({ parcellesNonGeolocalisees: true, idDeclaration: 4 })).toBe(true);
    expect(parcellesALocaliser({ parcellesNonGeolocalisees: true, idDeclaration: null })).toBe(false);
    expect(parcellesALocaliser({ parcellesNonGeolocalisees: false, idDeclaration: 4 })).toBe(false);
  });
});

describe('parcelles non géolocalisées', () => {
  const parcelle = (section: string, numero: string, geolocalisee: 'true' | 'false'): ParcelleFormulaire => ({
    codePostal: '75018',
    commune: 'Paris 18e Arrondissement',
    codeInsee: '75118',
    prefixe: '000',
    section,
    numero,
    geolocalisee,
  });

  it('localisée de nouveau : géolocalisée si trouvée, inchangée sinon ; retirer', () => {
    const liste = [parcelle('AB', '12', 'false'), parcelle('AC', '7', 'false')];
    expect(apresLocalisation(liste, 1, true).map((p) => p.geolocalisee)).toEqual(['false', 'true']);
    expect(apresLocalisation(liste, 1, false)).toEqual(liste);
    expect(sansParcelle(liste, 0)).toEqual([liste[1]]);
  });

  it('enregistrement : au moins une parcelle, une géolocalisée, aucune en double', () => {
    expect(erreurParcelles([])).toMatch(/au moins une parcelle/i);
    expect(erreurParcelles([parcelle('AB', '12', 'false')])).toMatch(/géolocalisée/);
    expect(erreurParcelles([parcelle('AB', '12', 'true'), parcelle('AB', '0012', 'false')])).toMatch(/déjà déclarée/);
    expect(erreurParcelles([parcelle('AB', '12', 'true'), parcelle('AC', '7', 'false')])).toBeNull();
  });
});

describe('liste des copropriétés : actions par filtre', () => {
  it('le paramètre `filter` de la spécification est lu comme `filtre`', () => {
    expect(lireCriteres(new URLSearchParams('filter=renouveler-mandat')).filtre).toBe('renouveler-mandat');
    expect(lireCriteres(new URLSearchParams('filtre=dissolution&filter=renouveler-mandat')).filtre).toBe('dissolution');
  });
  it('chaque filtre d’action mène à sa page avec l’identifiant de la copropriété', () => {
    expect(ACTIONS_FILTRE['renouveler-mandat']).toMatchObject({ page: 'renouvellement', libelle: 'Renouveler le mandat' });
    expect(ACTIONS_FILTRE['declare-new-successor']).toMatchObject({ page: 'declarationSuccesseur' });
    expect(ACTIONS_FILTRE.dissolution).toMatchObject({ page: 'dissolution' });
    expect(ACTIONS_FILTRE.seeAllCopro).toBeUndefined();
    expect(lienAction('/renouveler-mandat', { idCopropriete: 42 })).toBe('/renouveler-mandat?id=42');
  });
});

describe('[issue 11] liste : filtres avancés', () => {
  it("dates de mandat et statut du rattachement : dans l'adresse, dans le corps, relus", () => {
    const c = lireCriteres(
      new URLSearchParams({
        filtre: 'immatriculee',
        dateDebutMandat: '01/01/2024',
        dateFinMandat: '31/12/2025',
        statut: 'En cours',
      }),
    );
    expect(c).toMatchObject({ dateDebutMandat: '01/01/2024', dateFinMandat: '31/12/2025', statut: 'En cours' });
    expect(nbFiltresAvances(c)).toBe(3);
    expect(lireCriteres(adresseCriteres(c))).toEqual(c);
    const corps = corpsRechercheCoproprietes(c);
    expect(corps).toMatchObject({ dateDebutMandat: '01/01/2024', dateFinMandat: '31/12/2025', statut: 'En cours' });
    // the server's schema accepts it as is
    expect(rechercheCoproprietesSchema.safeParse(corps).success).toBe(true);
  });

  it("une date invalide ou un statut inconnu de l'adresse sont ignorés", () => {
    const c = lireCriteres(new URLSearchParams('dateDebutMandat=31/02/2024&dateFinMandat=demain&statut=Inconnu'));
    expect(c).toEqual({ filtre: 'seeAllCopro', recherche: '', page: 1, tri: null });
    expect(nbFiltresAvances(c)).toBe(0);
    expect(corpsRechercheCoproprietes(c)).not.toHaveProperty('statut');
  });

  it('les statuts proposés sont ceux que la liste affiche', () => {
    expect(STATUTS_RATTACHEMENT_FILTRE).toEqual([
      'Demande effectuée',
      'En cours de validation',
      'Refusé',
      'Non rattachée',
      'À confirmer',
      'En cours',
      'Expiré',
    ]);
  });

  it('le formulaire vérifie le format des dates avec les règles du serveur', () => {
    const base = { filtre: 'seeAllCopro', recherche: '', statut: '' };
    expect(formulaireListeSchema.safeParse({ ...base, dateDebutMandat: '', dateFinMandat: '' }).success).toBe(true);
    const r = formulaireListeSchema.safeParse({ ...base, dateDebutMandat: '2024-01-01', dateFinMandat: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['dateDebutMandat'], message: 'La date doit être au format JJ/MM/AAAA.' });
  });
});

describe('[issue 11] mise à jour annuelle en badge', () => {
  it('à faire : avertissement ; en retard : erreur ; faite : succès (code ou libellé)', () => {
    expect(severiteMajAnnuelle('A_FAIRE')).toBe('warning');
    expect(severiteMajAnnuelle('À faire')).toBe('warning');
    expect(severiteMajAnnuelle('EN_RETARD')).toBe('error');
    expect(severiteMajAnnuelle('En retard')).toBe('error');
    expect(severiteMajAnnuelle('FAITE')).toBe('success');
    expect(severiteMajAnnuelle('Faite')).toBe('success');
    expect(severiteMajAnnuelle(null)).toBeNull();
    expect(severiteMajAnnuelle('Autre')).toBeNull();
    expect(libelleMajAnnuelle('EN_RETARD')).toBe('En retard');
    expect(libelleMajAnnuelle('En retard')).toBe('En retard');
  });
});

describe('[issue 11] recherche du teneur dans tout le registre', () => {
  it("critères dans l'adresse : numéro ou nom, adresse, états, page", () => {
    const c = lireCriteresRegistre(
      new URLSearchParams(
        'recherche=tilleuls%20les&adresse=rue%20de%20la%20paix&etats=IMMATRICULEE_RATTACHEE,INCONNU,DISSOUTE&page=2',
      ),
    );
    expect(c).toEqual({
      recherche: 'tilleuls les',
      adresse: 'rue de la paix',
      etats: ['IMMATRICULEE_RATTACHEE', 'DISSOUTE'],
      page: 2,
    });
    expect(lireCriteresRegistre(adresseCriteresRegistre(c))).toEqual(c);
    expect(rechercheRegistreLancee(c)).toBe(true);
    expect(corpsRechercheRegistre(c)).toEqual({
      paginationOptions: { pageNumber: 2, pageSize: 10 },
      immatriculationOuNom: 'tilleuls les',
      adresse: 'rue de la paix',
      etatsCopropriete: ['IMMATRICULEE_RATTACHEE', 'DISSOUTE'],
    });
    expect(rechercheRegistreSchema.safeParse(corpsRechercheRegistre(c)).success).toBe(true);
  });

  it('un numéro est cherché sous sa forme enregistrée ; rien de saisi : pas de recherche', () => {
    const c = lireCriteresRegistre(new URLSearchParams('recherche=ab1-234-567'));
    expect(corpsRechercheRegistre(c)).toMatchObject({ immatriculationOuNom: 'AB1234567', adresse: null, etatsCopropriete: null });
    const vide = lireCriteresRegistre(new URLSearchParams('etats=DISSOUTE'));
    expect(rechercheRegistreLancee(vide)).toBe(false);
    expect(adresseCriteresRegistre(vide).toString()).toBe('etats=DISSOUTE');
  });

  it('le schéma partagé refuse une recherche vide avec le message attendu', () => {
    const r = rechercheRegistreSchema.safeParse({ immatriculationOuNom: '', adresse: '', etatsCopropriete: [] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ['immatriculationOuNom'],
      message: "Saisissez un numéro d'immatriculation, un nom ou une adresse.",
    });
  });

  it('chaque ligne ouvre la fiche de la copropriété', () => {
    expect(lienFiche(42)).toBe('/copropriete/fiche/42');
  });
});

describe('[issue 11] liste : curseurs des pages', () => {
  const criteres = { filtre: 'seeAllCopro' as const, recherche: '', page: 1, tri: null };
  it('la page N est lue avec le curseur que la page N − 1 a répondu ; une autre recherche repart de zéro', () => {
    const cle = cleCurseurs(criteres);
    expect(cleCurseurs({ ...criteres, page: 3 })).toBe(cle);
    let m = noterCurseur({ cle: '', pages: {} }, cle, 1, 'c1');
    m = noterCurseur(m, cle, 2, 'c2');
    expect(noterCurseur(m, cle, 2, 'c2')).toBe(m);
    expect(noterCurseur(m, cle, 3, null)).toBe(m);
    expect(curseurPour(m, cle, 1)).toBeNull();
    expect(curseurPour(m, cle, 2)).toBe('c1');
    expect(curseurPour(m, cle, 3)).toBe('c2');
    // a direct jump: no cursor
    expect(curseurPour(m, cle, 5)).toBeNull();
    expect(corpsRechercheCoproprietes({ ...criteres, page: 2 }, 'c1')).toMatchObject({ curseur: 'c1' });
    expect(corpsRechercheCoproprietes({ ...criteres, page: 1 }, 'c1')).not.toHaveProperty('curseur');
    const autre = cleCurseurs({ ...criteres, filtre: 'immatriculee' });
    expect(curseurPour(m, autre, 2)).toBeNull();
    expect(noterCurseur(m, autre, 1, 'x1').pages).toEqual({ 1: 'x1' });
  });
});
