import { describe, expect, it } from 'vitest';
import { CATEGORIES_EVENEMENT } from './journal.ts';
import {
  LIMITE_RESULTATS_JOURNAL,
  avecIdsCopropriete,
  bornesPeriode,
  categorieDuType,
  categoriesJournal,
  cibleJournal,
  correspondAuxFiltres,
  immatriculationsSansId,
  joursAParcourir,
  ligneJournal,
  modalitesJournal,
  profilsJournal,
  raisonJournal,
  refusPeriode,
  resultatJournal,
  retenir,
  tousLesTypesJournal,
  typesDeCategorie,
  type EvenementLu,
  type FiltresJournal,
} from './rechercheJournal.ts';
import { MESSAGES_JOURNAL, rechercheJournalSchema } from '../schemas/journal.ts';

const evt = (n: number, autre: Partial<EvenementLu> = {}): EvenementLu => ({
  id: `e${n}`,
  horodatage: `2026-03-10T10:00:${String(n % 60).padStart(2, '0')}.000Z`,
  categorie: 'COMPTE',
  type: 'MODIFICATION_COMPTE',
  modalite: 'IHM',
  acteur: 'demo.tele_pro_admin_princ',
  profil: 'TELE_PRO_ADMIN_PRINC',
  cible: 'demo.tele_pro_admin_princ',
  details: {},
  ...autre,
});
const MARS: FiltresJournal = { debut: '2026-03-01T00:00:00.000Z', fin: '2026-04-01T00:00:00.000Z' };

describe('listes du journal', () => {
  it('profils : tous sauf le profil restreint, et le système ; chacun avec un libellé français', () => {
    const codes = profilsJournal().map((p) => p.code);
    expect(codes).toContain('TENEUR_ADMIN_PRINC');
    expect(codes).toContain('SYSTEME');
    expect(codes).not.toContain('RESTREINT');
    expect(profilsJournal().find((p) => p.code === 'TENEUR_ADMIN_PRINC')!.libelle).toBe(
      'Teneur du registre — administrateur principal',
    );
  });

  it('catégories, types par catégorie, tous les types avec leur catégorie, modalités', () => {
    expect(categoriesJournal()).toContainEqual({ code: 'COMPTE', libelle: 'Compte' });
    expect(typesDeCategorie('SUPPRESSION').map((t) => t.code)).toContain('RETRAIT_RATTACHEMENT');
    const tous = tousLesTypesJournal();
    expect(tous.length).toBe(Object.values(CATEGORIES_EVENEMENT).reduce((n, c) => n + Object.keys(c.types).length, 0));
    // a type belongs to one category only: the filter by type needs no category
    expect(new Set(tous.map((t) => t.code)).size).toBe(tous.length);
    expect(categorieDuType('CONNEXION')).toBe('AUTHENTIFICATION');
    expect(categorieDuType('INCONNU')).toBeNull();
    expect(modalitesJournal()).toContainEqual({ code: 'WORKFLOW', libelle: 'Traitement automatique' });
  });
});

describe('période de recherche', () => {
  it('refuse une fin avant le début et plus de 366 jours, jours compris', () => {
    expect(refusPeriode('2026-03-02', '2026-03-01')).toBe('ordre');
    expect(refusPeriode('2026-03-01', '2026-03-01')).toBeNull();
    expect(refusPeriode('2025-03-01', '2026-03-01')).toBeNull(); // 366 days
    expect(refusPeriode('2025-02-28', '2026-03-01')).toBe('duree');
  });

  it('des jours de Paris aux instants, la fin ramenée à maintenant', () => {
    const loin = new Date('2030-01-01T00:00:00Z');
    // winter: Paris is UTC+1
    expect(bornesPeriode('2026-01-10', '2026-01-11', loin)).toEqual({
      debut: '2026-01-09T23:00:00.000Z',
      fin: '2026-01-11T23:00:00.000Z',
    });
    // summer: UTC+2
    expect(bornesPeriode('2026-07-01', '2026-07-01', loin).debut).toBe('2026-06-30T22:00:00.000Z');
    expect(bornesPeriode('2026-01-10', '2026-12-31', new Date('2026-01-10T12:00:00.000Z')).fin).toBe('2026-01-10T12:00:00.001Z');
  });

  it('les partitions du jour (UTC) à lire, la plus récente d’abord', () => {
    expect(joursAParcourir({ debut: '2026-01-09T23:00:00.000Z', fin: '2026-01-11T23:00:00.000Z' })).toEqual([
      '2026-01-11',
      '2026-01-10',
      '2026-01-09',
    ]);
    expect(joursAParcourir({ debut: '2026-03-01T00:00:00.000Z', fin: '2026-03-02T00:00:00.000Z' })).toEqual(['2026-03-01']);
    expect(joursAParcourir({ debut: '2026-03-02T00:00:00.000Z', fin: '2026-03-01T00:00:00.000Z' })).toEqual([]);
  });
});

describe('filtres et limite', () => {
  it('période, profil, catégorie, type, modalité', () => {
    const e = evt(1);
    expect(correspondAuxFiltres(e, MARS)).toBe(true);
    expect(correspondAuxFiltres(e, { ...MARS, fin: e.horodatage })).toBe(false);
    expect(correspondAuxFiltres(e, { ...MARS, debut: e.horodatage })).toBe(true);
    expect(correspondAuxFiltres(e, { ...MARS, profil: 'TENEUR_ADMIN_PRINC' })).toBe(false);
    expect(correspondAuxFiltres(e, { ...MARS, profil: 'TELE_PRO_ADMIN_PRINC', categorie: 'COMPTE' })).toBe(true);
    expect(correspondAuxFiltres(e, { ...MARS, typeEvenement: 'CONNEXION' })).toBe(false);
    expect(correspondAuxFiltres(e, { ...MARS, modalite: 'WORKFLOW' })).toBe(false);
  });

  it('garde les lignes qui correspondent jusqu’à 100, puis dit que la lecture peut cesser', () => {
    const lus = Array.from({ length: 250 }, (_, i) => evt(i, i % 2 ? { modalite: 'WORKFLOW' } : {}));
    const premier = retenir([], lus.slice(0, 150), { ...MARS, modalite: 'IHM' });
    expect(premier).toMatchObject({ complet: false });
    expect(premier.retenus).toHaveLength(75);
    const second = retenir(premier.retenus, lus.slice(150), { ...MARS, modalite: 'IHM' });
    expect(second.complet).toBe(true);
    expect(second.retenus).toHaveLength(LIMITE_RESULTATS_JOURNAL);
  });

  it('plus de 99 résultats : l’avis ; les 100 premiers seulement', () => {
    expect(resultatJournal(Array.from({ length: 99 }, (_, i) => evt(i))).plusDe99).toBe(false);
    const cent = resultatJournal(Array.from({ length: 100 }, (_, i) => evt(i)));
    expect(cent).toMatchObject({ plusDe99: true, limite: 100 });
    expect(cent.lignes).toHaveLength(100);
    expect(resultatJournal(Array.from({ length: 130 }, (_, i) => evt(i))).lignes).toHaveLength(100);
  });
});

describe('une ligne racontée', () => {
  it('qui, en tant que qui, quoi, en français', () => {
    const l = ligneJournal(
      evt(1, { acteur: 'demo.teneur_admin_princ', profil: 'TENEUR_ADMIN_PRINC', enTantQue: 'demo.tele_pro_admin_princ' }),
    );
    expect(l).toMatchObject({
      acteur: 'demo.teneur_admin_princ',
      libelleProfil: 'Teneur du registre — administrateur principal',
      enTantQue: 'demo.tele_pro_admin_princ',
      libelleCategorie: 'Compte',
      libelleType: 'Modification de son compte',
      libelleModalite: 'Interface',
      cible: { nature: 'compte', libelle: 'Compte demo.tele_pro_admin_princ', idCopropriete: null },
      raison: null,
    });
    expect(ligneJournal(evt(2, { profil: 'SYSTEME' })).libelleProfil).toBe('Système (import, export)');
    expect(ligneJournal(evt(3, { enTantQue: undefined })).enTantQue).toBeNull();
  });

  it('la copropriété : par son id, son numéro, ou l’id des détails quand la cible est une demande', () => {
    expect(
      cibleJournal({ categorie: 'SUPPRESSION', type: 'RETRAIT_RATTACHEMENT', cible: '42', details: { idMandat: 7 } }),
    ).toEqual({
      nature: 'copropriete',
      libelle: 'Copropriété n° 42, mandat n° 7',
      idCopropriete: 42,
      immatriculation: null,
    });
    expect(
      cibleJournal({
        categorie: 'IMMATRICULATION',
        type: 'IMMATRICULATION_COPROPRIETE',
        cible: 'AA0000001',
        details: { idCopropriete: 5 },
      }),
    ).toEqual({ nature: 'copropriete', libelle: 'Copropriété AA0-000-001', idCopropriete: 5, immatriculation: 'AA0000001' });
    expect(cibleJournal({ categorie: 'MISE_A_JOUR', type: 'MAJ_STANDARD', cible: 'AB1234567', details: {} })).toMatchObject({
      idCopropriete: null,
      immatriculation: 'AB1234567',
    });
    expect(
      cibleJournal({ categorie: 'VALIDATION', type: 'DEMANDE_PRECISION', cible: 'd-1', details: { idCopropriete: 9 } }),
    ).toMatchObject({ nature: 'copropriete', idCopropriete: 9 });
    expect(cibleJournal({ categorie: 'VALIDATION', type: 'DEMANDE_PRECISION', cible: 'd-1', details: {} })).toMatchObject({
      nature: 'demande',
      libelle: 'Demande d-1',
    });
  });

  it('les autres cibles : brouillon, télédéclarant, compte, fichier ; aucune', () => {
    expect(cibleJournal({ categorie: 'IMMATRICULATION', type: 'CREATION_BROUILLON', cible: '12' })).toMatchObject({
      nature: 'brouillon',
      libelle: 'Brouillon n° 12',
      idCopropriete: null,
    });
    expect(cibleJournal({ categorie: 'TELEDECLARANT', type: 'INSCRIPTION_TELEDECLARANT', cible: '1001' })).toMatchObject({
      nature: 'teledeclarant',
      libelle: 'Télédéclarant n° 1001',
    });
    expect(cibleJournal({ categorie: 'UTILISATEUR', type: 'CREATION_UTILISATEUR', cible: 'jean.dupont' })).toMatchObject({
      nature: 'compte',
    });
    expect(cibleJournal({ categorie: 'DONNEES_OUVERTES', type: 'IMPORT_RNIC', cible: 'rnic.csv' })).toMatchObject({
      nature: 'fichier',
      libelle: 'Fichier rnic.csv',
    });
    expect(cibleJournal({ categorie: 'AUTHENTIFICATION', type: 'CONNEXION' })).toBeNull();
  });

  it('la raison donnée, quand il y en a une', () => {
    expect(raisonJournal({ raison: ' Syndic révoqué ', idMandat: 3 })).toBe('Syndic révoqué');
    expect(raisonJournal({ motif: 'DEMOLITION' })).toBe('DEMOLITION');
    expect(raisonJournal({ typesMotifRefus: 'MANDAT_INVALIDE' })).toBe('MANDAT_INVALIDE');
    expect(raisonJournal({ idCopropriete: 3 })).toBeNull();
    expect(raisonJournal(undefined)).toBeNull();
  });

  it('les numéros sans id : cherchés une fois chacun, puis l’id posé sur leurs lignes', () => {
    const lignes = [
      ligneJournal(evt(1, { categorie: 'MISE_A_JOUR', type: 'MAJ_STANDARD', cible: 'AB1234567' })),
      ligneJournal(evt(2, { categorie: 'MISE_A_JOUR', type: 'MAJ_ANNUELLE', cible: 'AB1234567' })),
      ligneJournal(evt(3, { categorie: 'SUPPRESSION', type: 'SUPPRESSION_MANDAT', cible: '8' })),
    ];
    expect(immatriculationsSansId(lignes)).toEqual(['AB1234567']);
    const completes = avecIdsCopropriete(lignes, new Map([['AB1234567', 77]]));
    expect(completes.map((l) => l.cible?.idCopropriete)).toEqual([77, 77, 8]);
  });
});

describe('schéma de la recherche (formulaire et serveur)', () => {
  const saisie = { dateDu: '01/03/2026', dateAu: '31/03/2026' };
  const erreurs = (v: unknown) => {
    const r = rechercheJournalSchema.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('dates JJ/MM/AAAA vers ISO, choix vides = tous', () => {
    expect(rechercheJournalSchema.parse({ ...saisie, profil: '', categorie: '', typeEvenement: '', modalite: '' })).toEqual({
      dateDu: '2026-03-01',
      dateAu: '2026-03-31',
      profil: undefined,
      categorie: undefined,
      typeEvenement: undefined,
      modalite: undefined,
    });
    expect(rechercheJournalSchema.parse({ ...saisie, categorie: 'COMPTE', typeEvenement: 'MODIFICATION_COMPTE' })).toMatchObject({
      categorie: 'COMPTE',
      typeEvenement: 'MODIFICATION_COMPTE',
    });
  });

  it('refuse en français : ordre, durée, codes inconnus, type hors catégorie, dates manquantes', () => {
    expect(erreurs({ dateDu: '02/03/2026', dateAu: '01/03/2026' })).toEqual({ dateAu: MESSAGES_JOURNAL.ordre });
    expect(erreurs({ dateDu: '01/01/2024', dateAu: '01/03/2026' })).toEqual({ dateAu: MESSAGES_JOURNAL.duree });
    expect(erreurs({ ...saisie, categorie: 'INCONNUE' })).toEqual({ categorie: MESSAGES_JOURNAL.categorie });
    expect(erreurs({ ...saisie, profil: 'RESTREINT' })).toEqual({ profil: MESSAGES_JOURNAL.profil });
    expect(erreurs({ ...saisie, modalite: 'X' })).toEqual({ modalite: MESSAGES_JOURNAL.modalite });
    expect(erreurs({ ...saisie, categorie: 'COMPTE', typeEvenement: 'CONNEXION' })).toEqual({
      typeEvenement: MESSAGES_JOURNAL.typeHorsCategorie,
    });
    expect(erreurs({ dateDu: '31/02/2026' })).toEqual({
      dateDu: 'La date doit être au format JJ/MM/AAAA.',
      dateAu: 'Ce champ est obligatoire.',
    });
  });
});
