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
} from './coproprietes.ts';

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
