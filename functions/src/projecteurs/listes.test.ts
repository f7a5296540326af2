import { describe, expect, it } from 'vitest';
import {
  cleAdresse,
  cleNom,
  clesDe,
  coproprieteDe,
  lignesDe,
  planifierListes,
  titulairesDe,
  type CoproprieteFlux,
} from './listes.ts';
import type { EnregistrementFlux, Image } from './indicateurs.ts';

/** A condominium as the stream carries it (DynamoDB attribute values). */
function image(c: Partial<CoproprieteFlux> & Record<string, unknown>): Image {
  const v = (x: unknown) => (typeof x === 'number' ? { N: String(x) } : typeof x === 'boolean' ? { BOOL: x } : { S: String(x) });
  return Object.fromEntries([
    ['__edb_e__', { S: 'copropriete' }],
    ...Object.entries({ idCopropriete: 12, etat: 'IMMATRICULEE_RATTACHEE', ...c })
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => [k, v(x)]),
  ]) as Image;
}
const syndic = () => ({ notaire: false });
const notaire = () => ({ notaire: true });
const attachee = {
  idTeledeclarant: 1001,
  immatriculation: 'AA0000012',
  nomCopropriete: 'Résidence Les Tilleuls',
  adresseReference: '12 Av. de la République 75011 Paris',
  idMandatCourant: 5,
  dateDebutMandat: '2025-01-01',
  dateFinMandat: '2026-12-31',
  statutMajAnnuelle: 'A_FAIRE' as const,
};
const filtres = (c: CoproprieteFlux, ctx = syndic) =>
  lignesDe(c, ctx)
    .map((l) => l.filtre)
    .sort();
const copro = (c: Partial<CoproprieteFlux>) => coproprieteDe(image(c))!;

describe('lignes de liste d’une copropriété', () => {
  it('une ligne par filtre dont elle relève, pour son titulaire, avec les colonnes et les critères', () => {
    const lignes = lignesDe(copro(attachee), syndic);
    expect(lignes.map((l) => l.filtre).sort()).toEqual(
      [
        'annuelle',
        'declare-new-successor',
        'dissolution',
        'immatriculee',
        'mandate',
        'renouveler-mandat',
        'seeAllCopro',
        'standard',
      ].sort(),
    );
    expect(lignes[0]).toMatchObject({
      idTeledeclarant: 1001,
      rang: '000000000012',
      idCopropriete: 12,
      nomCopropriete: 'Résidence Les Tilleuls',
      etat: 'IMMATRICULEE_RATTACHEE',
      dateDebutMandat: '2025-01-01',
      dateFinMandat: '2026-12-31',
      statutMajAnnuelle: 'A_FAIRE',
      avecMandat: true,
      demandeEnCours: false,
      parcellesNonGeolocalisees: false,
    });
  });
  it('annuelle : à faire ou en retard ; standard : sans demande en cours ; expirées, non géolocalisées', () => {
    expect(filtres(copro({ ...attachee, statutMajAnnuelle: 'FAITE' }))).not.toContain('annuelle');
    expect(filtres(copro({ ...attachee, statutMajAnnuelle: 'EN_RETARD' }))).toContain('annuelle');
    const enDemande = filtres(copro({ ...attachee, idDemandeEnCours: 'RENOUVELLEMENT-5' }));
    expect(enDemande).not.toContain('standard');
    expect(enDemande).not.toContain('renouveler-mandat');
    expect(enDemande).toContain('immatriculee');
    expect(filtres(copro({ ...attachee, etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE', parcellesNonGeolocalisees: true }))).toEqual(
      [
        'annuelle',
        'coproNonGeolocalisees',
        'declare-new-successor',
        'immatriculee',
        'mandat-expire',
        'renouveler-mandat',
        'seeAllCopro',
        'standard',
      ].sort(),
    );
    expect(
      filtres(copro({ ...attachee, etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', statutMajAnnuelle: undefined })),
    ).toEqual(['seeAllCopro']);
  });
  it('les filtres d’une étude notariale diffèrent ; aucune ligne sans titulaire ni supprimée', () => {
    const aRattacher = copro({ ...attachee, etat: 'IMMATRICULEE_A_RATTACHER', idMandatCourant: undefined });
    expect(filtres(aRattacher, notaire)).toContain('declare-new-successor');
    expect(filtres(aRattacher, syndic)).not.toContain('declare-new-successor');
    expect(filtres(copro({ ...attachee, idTeledeclarant: undefined }))).toEqual([]);
    expect(filtres(copro({ ...attachee, etat: 'SUPPRIMEE' }))).toEqual([]);
  });
  it('ignore les autres entités', () => {
    expect(coproprieteDe({ __edb_e__: { S: 'mandat' }, idCopropriete: { N: '1' }, etat: { S: 'COURANT' } })).toBeNull();
  });
});

describe('clés de recherche des teneurs', () => {
  it('nom : sans accents ni casse, mots triés', () => {
    expect(cleNom('Résidence Les Tilleuls')).toBe('les residence tilleuls');
    expect(cleNom('tilleuls  LES résidence')).toBe(cleNom('Résidence Les Tilleuls'));
  });
  it('adresse : sans code postal, abréviations développées, mots triés', () => {
    expect(cleAdresse('12 Av. de la République 75011 Paris')).toBe('12 avenue paris republique');
    expect(cleAdresse('paris 12 avenue republique')).toBe(cleAdresse('12 Av. de la République 75011 Paris'));
    expect(cleAdresse('3 rue du Four 2A004 Ajaccio')).toContain('2a004');
  });
  it('toutes les copropriétés (importées comprises, sans titulaire), sauf les supprimées', () => {
    expect(clesDe(copro({ ...attachee, idTeledeclarant: undefined })).map((k) => k.type)).toEqual(['NOM', 'ADR']);
    expect(clesDe(copro({ ...attachee, etat: 'SUPPRIMEE' }))).toEqual([]);
  });
});

describe('plan d’un lot du flux', () => {
  type Champs = Partial<CoproprieteFlux> & Record<string, unknown>;
  const modif = (avant: Champs, apres: Champs): EnregistrementFlux => ({
    eventName: 'MODIFY',
    dynamodb: { OldImage: image(avant), NewImage: image(apres) },
  });
  const resume = (p: ReturnType<typeof planifierListes>) =>
    p.lignes.map((o) => `${o.type} ${o.ligne.idTeledeclarant} ${o.ligne.filtre}`).sort();

  it('une création ajoute les lignes et les clés ; une suppression de l’élément les retire', () => {
    const p = planifierListes([{ eventName: 'INSERT', dynamodb: { NewImage: image(attachee) } }], syndic);
    expect(p.lignes.every((o) => o.type === 'ajout')).toBe(true);
    expect(p.lignes).toHaveLength(8);
    expect(p.clesAEcrire.map((k) => k.cle)).toEqual(['les residence tilleuls', '12 avenue paris republique']);
    const r = planifierListes([{ eventName: 'REMOVE', dynamodb: { OldImage: image(attachee) } }], syndic);
    expect(r.lignes.every((o) => o.type === 'retrait')).toBe(true);
    expect(r.lignes).toHaveLength(8);
    expect(r.clesARetirer).toHaveLength(2);
  });

  it('une modification sans effet sur la liste n’écrit rien ; un changement de colonne met à jour sans compter', () => {
    expect(planifierListes([modif(attachee, { ...attachee, version: 3 })], syndic)).toEqual({
      lignes: [],
      clesAEcrire: [],
      clesARetirer: [],
    });
    const p = planifierListes([modif(attachee, { ...attachee, nbLots: 41 })], syndic);
    expect(p.lignes.every((o) => o.type === 'maj')).toBe(true);
    expect(p.lignes).toHaveLength(8);
  });

  it('une expiration de mandat fait passer de « mandate » à « mandat-expire »', () => {
    const p = planifierListes([modif(attachee, { ...attachee, etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE' })], syndic);
    expect(resume(p).filter((x) => !x.startsWith('maj'))).toEqual([
      'ajout 1001 mandat-expire',
      'retrait 1001 dissolution',
      'retrait 1001 mandate',
    ]);
  });

  it('un changement de titulaire déplace les lignes ; un nouveau nom remplace sa clé', () => {
    const p = planifierListes([modif(attachee, { ...attachee, idTeledeclarant: 2002, nomCopropriete: 'Le Belvédère' })], syndic);
    expect(p.lignes.filter((o) => o.ligne.idTeledeclarant === 1001).every((o) => o.type === 'retrait')).toBe(true);
    expect(p.lignes.filter((o) => o.ligne.idTeledeclarant === 2002).every((o) => o.type === 'ajout')).toBe(true);
    expect(p.clesARetirer.map((k) => k.cle)).toEqual(['les residence tilleuls']);
    expect(p.clesAEcrire.map((k) => k.cle)).toEqual(['belvedere le']);
  });

  it('les enregistrements d’une même copropriété se replient : état final, et retrait de tout ce qu’un état intermédiaire a eu', () => {
    const intermediaire = { ...attachee, idTeledeclarant: 3003 };
    const p = planifierListes([modif(attachee, intermediaire), modif(intermediaire, { ...attachee, etat: 'SUPPRIMEE' })], syndic);
    expect(p.lignes.every((o) => o.type === 'retrait')).toBe(true);
    expect(new Set(p.lignes.map((o) => o.ligne.idTeledeclarant))).toEqual(new Set([1001, 3003]));
    expect(p.clesARetirer).toHaveLength(2);
    expect(titulairesDe([modif(attachee, intermediaire)]).sort()).toEqual([1001, 3003]);
  });
});
