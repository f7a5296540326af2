import { describe, expect, it } from 'vitest';
import {
  TRI_DEMANDES_DEFAUT,
  adresseFiltresDemandes,
  adressesOrdonnees,
  cibleDeverrouillage,
  conflitDe,
  corpsRechercheDemandes,
  designationCopropriete,
  formaterDate,
  formaterNumero,
  libelleAvertissement,
  libelleProfil,
  libelleStatut,
  libelleTypeAdresse,
  lireFiltresDemandes,
  nombre,
  nombrePages,
  ouiNon,
} from './demandes.ts';

describe("file des demandes : filtres dans l'adresse", () => {
  it('par défaut : tous les types, page 1, tri croissant par profil du demandeur (spec 000 §9)', () => {
    const f = lireFiltresDemandes(new URLSearchParams(''));
    expect(f).toEqual({ typeDemande: null, horsDelaiSeulement: false, page: 1, tri: TRI_DEMANDES_DEFAUT });
    expect(TRI_DEMANDES_DEFAUT).toEqual({ champ: 'profilDemandeur', sens: 'asc' });
    expect(adresseFiltresDemandes(f).toString()).toBe('');
    expect(corpsRechercheDemandes(f)).toEqual({
      paginationOptions: { pageNumber: 1, pageSize: 10, sortField: 'profilDemandeur', sortDirection: 'asc' },
      typeDemande: null,
      horsDelaiSeulement: false,
    });
  });

  it('aller-retour des filtres, valeurs inconnues ignorées', () => {
    const q = new URLSearchParams('type=IMMATRICULATION&horsDelai=1&page=3&tri=dateDemande&sens=desc');
    const f = lireFiltresDemandes(q);
    expect(f).toEqual({
      typeDemande: 'IMMATRICULATION',
      horsDelaiSeulement: true,
      page: 3,
      tri: { champ: 'dateDemande', sens: 'desc' },
    });
    expect(lireFiltresDemandes(adresseFiltresDemandes(f))).toEqual(f);
    expect(corpsRechercheDemandes(f).paginationOptions).toEqual({
      pageNumber: 3,
      pageSize: 10,
      sortField: 'dateDemande',
      sortDirection: 'desc',
    });
    const inconnu = lireFiltresDemandes(new URLSearchParams('type=AUTRE&page=-2&tri=motDePasse'));
    expect(inconnu).toEqual({ typeDemande: null, horsDelaiSeulement: false, page: 1, tri: TRI_DEMANDES_DEFAUT });
  });

  it('nombre de pages : au moins une', () => {
    expect(nombrePages(0)).toBe(1);
    expect(nombrePages(10)).toBe(1);
    expect(nombrePages(11)).toBe(2);
  });
});

describe("libellés d'une demande", () => {
  it('dates : jour en jj/mm/aaaa, instant à l’heure de Paris (hiver et été)', () => {
    expect(formaterDate('2026-03-02')).toBe('02/03/2026');
    expect(formaterDate('2026-01-15T08:30:00.000Z')).toBe('15/01/2026 à 09:30');
    expect(formaterDate('2026-07-15T22:30:00.000Z')).toBe('16/07/2026 à 00:30');
    expect(formaterDate(null)).toBe('—');
    expect(formaterDate('02/03/2026')).toBe('02/03/2026');
  });

  it('numéro d’immatriculation AA0-000-001, autre forme inchangée', () => {
    expect(formaterNumero('AB1234567')).toBe('AB1-234-567');
    expect(formaterNumero(null)).toBeNull();
    expect(formaterNumero('12')).toBe('12');
  });

  it('statut : en cours de traitement par le teneur qui la tient', () => {
    expect(libelleStatut({ statut: 'VALIDATION_EN_COURS', teneurEnCours: 'Claire Martin' })).toBe(
      'En cours de traitement par Claire Martin',
    );
    expect(libelleStatut({ statut: 'VALIDATION_EN_COURS', teneurEnCours: null })).toBe('En cours de traitement');
    expect(libelleStatut({ statut: 'A_VALIDER', teneurEnCours: null })).toBe('À valider');
    expect(libelleStatut({ statut: 'DEMANDE_PRECISION', teneurEnCours: null })).toBe('Précisions demandées au déclarant');
  });

  it('profil du demandeur et désignation de la copropriété', () => {
    expect(libelleProfil('TELE_PRO_ADMIN_PRINC')).not.toBe('TELE_PRO_ADMIN_PRINC');
    expect(libelleProfil('INCONNU_X')).toBe('inconnu x');
    expect(designationCopropriete({ nomCopropriete: 'Les Tilleuls', immatriculation: 'AB1234567', idCopropriete: 4 })).toBe(
      '« Les Tilleuls » (AB1-234-567)',
    );
    expect(designationCopropriete({ nomCopropriete: 'Les Tilleuls', immatriculation: null, idCopropriete: 4 })).toBe(
      '« Les Tilleuls »',
    );
    expect(designationCopropriete({ nomCopropriete: null, immatriculation: null, idCopropriete: 4 })).toBe('copropriété n° 4');
  });

  it('le verrou se libère par numéro, ou par identifiant avant immatriculation', () => {
    expect(cibleDeverrouillage({ immatriculation: 'AB1234567', idCopropriete: 4 })).toBe('AB1234567');
    expect(cibleDeverrouillage({ immatriculation: null, idCopropriete: 4 })).toBe('4');
  });

  it('valeurs des blocs sous leur forme de formulaire', () => {
    expect([ouiNon('true'), ouiNon(false), ouiNon('')]).toEqual(['Oui', 'Non', 'Non renseigné']);
    expect(nombre('')).toBe('Non renseigné');
    expect(nombre(12)).toBe('12');
    expect(nombre('1200').replace(/\s/g, ' ')).toBe('1 200');
    expect(libelleAvertissement('ADRESSE_NON_GEOLOCALISEE')).toBe('Adresse non géolocalisée');
    expect(libelleAvertissement('X')).toBe('X');
  });

  it("adresses : la référence d'abord", () => {
    const a = adressesOrdonnees([
      { type: 'SECONDAIRE', n: 1 },
      { type: 'PRINCIPALE', n: 2 },
      { type: 'SECONDAIRE', n: 3 },
    ]);
    expect(a.map((x) => x.n)).toEqual([2, 1, 3]);
    expect(libelleTypeAdresse('Principal')).toBe('Adresse de référence');
    expect(libelleTypeAdresse('SECONDAIRE')).toBe('Adresse secondaire');
  });
});

describe('conflits', () => {
  const e = (status: number, code: string) => ({ status, code, message: `message ${code}` });
  it('déjà traitée ou verrouillée : retour à la liste ; modifiée entre-temps : recharger', () => {
    expect(conflitDe(e(409, 'DEMANDE_DEJA_TRAITEE'))).toEqual({
      titre: 'Demande déjà traitée',
      message: 'message DEMANDE_DEJA_TRAITEE',
      recharger: false,
    });
    expect(conflitDe(e(409, 'DEMANDE_VERROUILLEE'))?.recharger).toBe(false);
    expect(conflitDe(e(409, 'CONFLIT_MODIFICATION'))?.recharger).toBe(true);
    expect(conflitDe(e(409, 'DEMANDE_NON_VERROUILLEE'))).toEqual({
      titre: 'Action impossible',
      message: 'message DEMANDE_NON_VERROUILLEE',
      recharger: true,
    });
    expect(conflitDe(e(404, 'RESSOURCE_INTROUVABLE'))?.titre).toBe('Demande introuvable');
    expect(conflitDe(e(400, 'REQUETE_INVALIDE'))).toBeNull();
    expect(conflitDe(null)).toBeNull();
  });
});
