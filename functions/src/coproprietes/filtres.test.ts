import { describe, expect, it } from 'vitest';
import {
  avecCriteres,
  correspondSaisie,
  criteresMandat,
  dansFiltre,
  filtrerCoproprietes,
  statutRattachement,
  type LigneCopropriete,
  type LigneFiltrable,
  triParDefaut,
} from './filtres.ts';

const ligne = (l: Partial<LigneFiltrable>): LigneFiltrable => ({
  idCopropriete: 1,
  idDeclaration: 1,
  immatriculation: null,
  nomCopropriete: null,
  adresseReference: null,
  etat: 'IMMATRICULEE_RATTACHEE',
  statutRattachement: null,
  numTeledeclarant: 1001,
  nbLots: 10,
  nbBatiments: 1,
  dateFinMandat: null,
  majAnnuelle: null,
  representantLegal: null,
  parcellesNonGeolocalisees: false,
  ...l,
});
const page = { pageNumber: 1, pageSize: 10 };

describe('liste des copropriétés', () => {
  const lignes = [
    ligne({ idCopropriete: 1, immatriculation: 'AA0000001', nomCopropriete: 'Les Acacias' }),
    ligne({ idCopropriete: 2, etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', nomCopropriete: 'Le Belvédère' }),
    ligne({
      idCopropriete: 3,
      immatriculation: 'AA0000003',
      etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE',
      parcellesNonGeolocalisees: true,
    }),
    ligne({ idCopropriete: 4, etat: 'SUPPRIMEE' }),
  ];
  const idsDe = (c: Parameters<typeof filtrerCoproprietes>[1]) =>
    filtrerCoproprietes(lignes, c).lignes.map((l) => l.idCopropriete);

  it('toutes sauf les supprimées, la plus récente d’abord', () => {
    expect(idsDe({ paginationOptions: page })).toEqual([3, 2, 1]);
    expect(idsDe({ filtre: 'seeAllCopro', paginationOptions: page })).toEqual([3, 2, 1]);
  });
  it('filtres par état et parcelles non géolocalisées', () => {
    expect(idsDe({ filtre: 'immatriculee', paginationOptions: page })).toEqual([3, 1]);
    expect(idsDe({ filtre: 'mandate', paginationOptions: page })).toEqual([1]);
    expect(idsDe({ filtre: 'mandat-expire', paginationOptions: page })).toEqual([3]);
    expect(idsDe({ filtre: 'renouveler-mandat', paginationOptions: page })).toEqual([3, 1]);
    // the extra facts never leave the server
    expect(
      Object.keys(
        filtrerCoproprietes([{ ...lignes[0], demandeEnCours: false, avecMandat: true }], { paginationOptions: page }).lignes[0],
      ),
    ).toEqual(Object.keys(lignes[0]));
    expect(idsDe({ filtre: 'coproNonGeolocalisees', paginationOptions: page })).toEqual([3]);
    expect(idsDe({ etatsCopropriete: ['IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'], paginationOptions: page })).toEqual([2]);
  });
  it('tri sur une colonne, valeurs vides en dernier, et pages', () => {
    expect(idsDe({ paginationOptions: { ...page, sortField: 'immatriculation', sortDirection: 'asc' } })).toEqual([1, 3, 2]);
    expect(idsDe({ paginationOptions: { ...page, sortField: 'immatriculation', sortDirection: 'desc' } })).toEqual([3, 1, 2]);
    expect(filtrerCoproprietes(lignes, { paginationOptions: { pageNumber: 2, pageSize: 2 } })).toMatchObject({
      total: 3,
      lignes: [{ idCopropriete: 1 }],
    });
  });
  it('saisie : numéro exact (deux écritures), début de numéro, mots du nom sans accents', () => {
    const l = ligne({ immatriculation: 'AB1234567', nomCopropriete: 'Résidence Le Belvédère' });
    expect(correspondSaisie(l, 'AB1-234-567')).toBe(true);
    expect(correspondSaisie(l, 'ab1234567')).toBe(true);
    expect(correspondSaisie(l, 'AB1234568')).toBe(false);
    expect(correspondSaisie(l, 'AB12')).toBe(true);
    expect(correspondSaisie(l, 'belvedere residence')).toBe(true);
    expect(correspondSaisie(l, 'acacias')).toBe(false);
  });
  it('statut de rattachement affiché', () => {
    expect(statutRattachement('IMMATRICULEE_A_RATTACHER')).toBe('Non rattachée');
    expect(statutRattachement('IMMATRICULEE_RATTACHEMENT_EXPIRE')).toBe('Expiré');
    expect(statutRattachement('SUPPRIMEE')).toBeNull();
  });
});

describe('filtres des actions de la liste (renouveler, successeur, dissolution)', () => {
  const l = (etat: LigneCopropriete['etat'], extras: Partial<LigneFiltrable> = {}): LigneFiltrable =>
    ligne({ etat, ...extras, demandeEnCours: extras.demandeEnCours ?? false, avecMandat: extras.avecMandat ?? true });
  const syndic = { notaire: false };
  const notaire = { notaire: true };

  it('renouveler le mandat : rattachée ou expirée, avec son mandat, sans demande en cours, pour un syndic', () => {
    expect(dansFiltre('renouveler-mandat', l('IMMATRICULEE_RATTACHEE'), syndic)).toBe(true);
    expect(dansFiltre('renouveler-mandat', l('IMMATRICULEE_RATTACHEMENT_EXPIRE'), syndic)).toBe(true);
    expect(dansFiltre('renouveler-mandat', l('IMMATRICULEE_RATTACHEE', { demandeEnCours: true }), syndic)).toBe(false);
    expect(dansFiltre('renouveler-mandat', l('IMMATRICULEE_RATTACHEE', { avecMandat: false }), syndic)).toBe(false);
    expect(dansFiltre('renouveler-mandat', l('IMMATRICULEE_A_RATTACHER'), syndic)).toBe(false);
    expect(dansFiltre('renouveler-mandat', l('DISSOLUTION_A_VALIDER'), syndic)).toBe(false);
    expect(dansFiltre('renouveler-mandat', l('IMMATRICULEE_RATTACHEE'), notaire)).toBe(false);
  });

  it('déclarer un successeur : celles que le déclarant tient, sans demande en cours', () => {
    expect(dansFiltre('declare-new-successor', l('IMMATRICULEE_RATTACHEE'), syndic)).toBe(true);
    expect(dansFiltre('declare-new-successor', l('IMMATRICULEE_RATTACHEMENT_EXPIRE'), syndic)).toBe(true);
    expect(dansFiltre('declare-new-successor', l('IMMATRICULEE_RATTACHEE', { demandeEnCours: true }), syndic)).toBe(false);
    expect(dansFiltre('declare-new-successor', l('IMMATRICULEE_A_RATTACHER'), syndic)).toBe(false);
    expect(dansFiltre('declare-new-successor', l('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'), syndic)).toBe(false);
    // a notary firm: the condominiums it registered that no syndic holds
    expect(dansFiltre('declare-new-successor', l('IMMATRICULEE_A_RATTACHER', { avecMandat: false }), notaire)).toBe(true);
    expect(dansFiltre('declare-new-successor', l('IMMATRICULEE_RATTACHEMENT_A_CONFIRMER'), notaire)).toBe(true);
    expect(dansFiltre('declare-new-successor', l('IMMATRICULEE_RATTACHEE'), notaire)).toBe(false);
  });

  it('dissolution : celles que le déclarant tient, ni déjà en dissolution ni avec une demande en cours', () => {
    expect(dansFiltre('dissolution', l('IMMATRICULEE_RATTACHEE'), syndic)).toBe(true);
    expect(dansFiltre('dissolution', l('IMMATRICULEE_RATTACHEMENT_EXPIRE'), syndic)).toBe(false);
    expect(dansFiltre('dissolution', l('IMMATRICULEE_RATTACHEE', { demandeEnCours: true }), syndic)).toBe(false);
    for (const e of [
      'DISSOLUTION_A_VALIDER',
      'DISSOLUTION_EN_COURS_DE_VALIDATION',
      'DISSOLUTION_EN_COURS',
      'DISSOUTE',
    ] as const) {
      expect(dansFiltre('dissolution', l(e), syndic)).toBe(false);
      expect(dansFiltre('dissolution', l(e), notaire)).toBe(false);
    }
    for (const e of [
      'IMMATRICULEE_RATTACHEE',
      'IMMATRICULEE_A_RATTACHER',
      'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
      'IMMATRICULEE_RATTACHEMENT_EXPIRE',
    ] as const) {
      expect(dansFiltre('dissolution', l(e), notaire)).toBe(true);
    }
    expect(dansFiltre('dissolution', l('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'), notaire)).toBe(false);
  });

  it('la liste applique le contexte du déclarant', () => {
    const lignes = [
      l('IMMATRICULEE_RATTACHEE', { idCopropriete: 1 }),
      l('IMMATRICULEE_A_RATTACHER', { idCopropriete: 2, avecMandat: false }),
      l('IMMATRICULEE_RATTACHEMENT_EXPIRE', { idCopropriete: 3, demandeEnCours: true }),
    ];
    const ids = (filtre: 'declare-new-successor' | 'dissolution', c: { notaire: boolean }) =>
      filtrerCoproprietes(lignes, { filtre, paginationOptions: page }, c).lignes.map((x) => x.idCopropriete);
    expect(ids('declare-new-successor', syndic)).toEqual([1]);
    expect(ids('declare-new-successor', notaire)).toEqual([2]);
    expect(ids('dissolution', syndic)).toEqual([1]);
    expect(ids('dissolution', notaire)).toEqual([2, 1]);
  });
});

describe('[issue 11] filtres annuelle et standard, critères du mandat et du statut', () => {
  it('annuelle : immatriculée avec une mise à jour annuelle à faire ou en retard', () => {
    expect(dansFiltre('annuelle', ligne({ statutMajAnnuelle: 'A_FAIRE' }))).toBe(true);
    expect(dansFiltre('annuelle', ligne({ statutMajAnnuelle: 'EN_RETARD' }))).toBe(true);
    expect(dansFiltre('annuelle', ligne({ statutMajAnnuelle: 'FAITE' }))).toBe(false);
    expect(dansFiltre('annuelle', ligne({ statutMajAnnuelle: null }))).toBe(false);
    expect(
      dansFiltre('annuelle', ligne({ etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', statutMajAnnuelle: 'A_FAIRE' })),
    ).toBe(false);
  });
  it('standard : immatriculée sans demande en cours', () => {
    expect(dansFiltre('standard', ligne({ demandeEnCours: false }))).toBe(true);
    expect(dansFiltre('standard', ligne({ etat: 'IMMATRICULEE_A_RATTACHER' }))).toBe(true);
    expect(dansFiltre('standard', ligne({ demandeEnCours: true }))).toBe(false);
    expect(dansFiltre('standard', ligne({ etat: 'DISSOLUTION_A_VALIDER' }))).toBe(false);
  });
  const lignes = [
    ligne({ idCopropriete: 1, dateDebutMandat: '2024-01-01', dateFinMandat: '2025-06-30', statutRattachement: 'En cours' }),
    ligne({ idCopropriete: 2, dateDebutMandat: '2025-03-01', dateFinMandat: '2026-02-28', statutRattachement: 'Expiré' }),
    ligne({ idCopropriete: 3, statutRattachement: 'Non rattachée', etat: 'IMMATRICULEE_A_RATTACHER' }),
  ];
  const ids = (c: Omit<Parameters<typeof filtrerCoproprietes>[1], 'paginationOptions'>) =>
    filtrerCoproprietes(lignes, { ...c, paginationOptions: page }).lignes.map((l) => l.idCopropriete);
  it('mandats commençant à partir de, finissant au plus tard le (jj/mm/aaaa), statut de rattachement affiché', () => {
    expect(ids({ dateDebutMandat: '01/02/2025' })).toEqual([2]);
    expect(ids({ dateDebutMandat: '01/01/2024' })).toEqual([2, 1]);
    expect(ids({ dateFinMandat: '30/06/2025' })).toEqual([1]);
    expect(ids({ dateDebutMandat: '01/01/2024', dateFinMandat: '31/12/2025' })).toEqual([1]);
    expect(ids({ statut: 'expire' })).toEqual([2]);
    expect(ids({ statut: 'Non rattachée' })).toEqual([3]);
    expect(ids({ statut: 'inconnu' })).toEqual([]);
    expect(criteresMandat({ dateFinMandat: '2025-06-30' })(lignes[0])).toBe(true);
  });
  it('ni le code de la mise à jour annuelle ni la date de début ne sortent du serveur', () => {
    const [l] = filtrerCoproprietes([{ ...lignes[0], statutMajAnnuelle: 'FAITE', majAnnuelle: 'Faite' }], {
      paginationOptions: page,
    }).lignes;
    expect(Object.keys(l)).not.toContain('statutMajAnnuelle');
    expect(Object.keys(l)).not.toContain('dateDebutMandat');
    expect(l.majAnnuelle).toBe('Faite');
  });
  it('ce qui oblige à lire tout le filtre : un critère ou un autre tri que le plus récent d’abord', () => {
    expect(avecCriteres({})).toBe(false);
    expect(avecCriteres({ immatriculationOuNom: '  ', etatsCopropriete: [] })).toBe(false);
    expect(avecCriteres({ statut: 'En cours' })).toBe(true);
    expect(avecCriteres({ dateFinMandat: '01/01/2026' })).toBe(true);
    expect(triParDefaut({})).toBe(true);
    expect(triParDefaut({ sortField: 'inconnu' })).toBe(true);
    expect(triParDefaut({ sortField: 'idCopropriete', sortDirection: 'desc' })).toBe(true);
    expect(triParDefaut({ sortField: 'nomCopropriete' })).toBe(false);
    expect(triParDefaut({ sortField: 'idCopropriete', sortDirection: 'asc' })).toBe(false);
  });
});
