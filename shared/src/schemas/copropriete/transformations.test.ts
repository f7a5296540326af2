import { describe, expect, it } from 'vitest';
import type { Identification, ImmatCopropriete } from '../../domain/copropriete/types.ts';
import { immatCoproprieteSchema } from './immatCopropriete.ts';
import { depuisServeur, versServeur } from './transformations.ts';
import { contexteSyndic, immatCoproprieteValide } from './fixtures.ts';

const valide = (): ImmatCopropriete => immatCoproprieteSchema(contexteSyndic()).parse(immatCoproprieteValide());

describe('transformations formulaire ↔ serveur (§ 3)', () => {
  it('aller-retour : serveur → formulaire → schéma → serveur à l’identique', () => {
    const serveur = valide();
    const formulaire = depuisServeur.immatCopropriete(serveur);
    expect(immatCoproprieteSchema(contexteSyndic()).parse(formulaire)).toEqual(serveur);
  });
  it('aller-retour bloc par bloc', () => {
    const serveur = valide();
    expect(versServeur.infoRattachement(depuisServeur.infoRattachement(serveur.infoRattachement))).toEqual(
      serveur.infoRattachement,
    );
    expect(versServeur.identification(depuisServeur.identification(serveur.identification))).toEqual(serveur.identification);
    expect(versServeur.procedures(depuisServeur.procedures(serveur.procedures))).toEqual(serveur.procedures);
    expect(versServeur.donneesFinancieres(depuisServeur.donneesFinancieres(serveur.donneesFinancieres))).toEqual(
      serveur.donneesFinancieres,
    );
    expect(versServeur.donneesTechniques(depuisServeur.donneesTechniques(serveur.donneesTechniques))).toEqual(
      serveur.donneesTechniques,
    );
  });
  it('dates en jj/mm/aaaa à l’écran, ISO au serveur', () => {
    const serveur = valide();
    expect(serveur.identification.dateReglementCopropriete).toBe('1985-03-15');
    expect(depuisServeur.identification(serveur.identification).dateReglementCopropriete).toBe('15/03/1985');
  });
  it('booléens échangés en chaînes "true" / "false"', () => {
    const serveur = valide();
    expect(serveur.identification.syndicatPrincipal).toBe(true);
    const formulaire = depuisServeur.identification(serveur.identification);
    expect(formulaire.syndicatPrincipal).toBe('true');
    expect(formulaire.residenceService).toBe('false');
    expect(formulaire.parcelle?.[0].geolocalisee).toBe('true');
    expect(depuisServeur.identification({ residenceService: null }).residenceService).toBe('');
  });
  it('nbLots de 0 ou 1 et nbLotsHabBurCom de 0 s’affichent vides', () => {
    expect(depuisServeur.identification({ nbLots: 0, nbLotsHabBurCom: 0 } as Partial<Identification>)).toMatchObject({
      nbLots: '',
      nbLotsHabBurCom: '',
    });
    expect(depuisServeur.identification({ nbLots: 1 })).toMatchObject({ nbLots: '' });
    expect(depuisServeur.identification({ nbLots: 2, nbLotsHabBurCom: 1 })).toMatchObject({ nbLots: '2', nbLotsHabBurCom: '1' });
  });
  it('nbAful, nbAsl, nbUnionsSyndicats valent 0 par défaut, dans les deux sens', () => {
    expect(depuisServeur.identification({})).toMatchObject({ nbAful: '0', nbAsl: '0', nbUnionsSyndicats: '0' });
    expect(versServeur.identification({ nbAful: '', nbAsl: null })).toMatchObject({ nbAful: 0, nbAsl: 0, nbUnionsSyndicats: 0 });
  });
  it('un nbBatimentsTotal nul devient 0', () => {
    expect(depuisServeur.donneesTechniques({ nbBatimentsTotal: null as unknown as number }).nbBatimentsTotal).toBe('0');
    expect(versServeur.donneesTechniques({}).nbBatimentsTotal).toBe(0);
  });
  it('un numéro de copropriété principale vide devient null', () => {
    expect(
      versServeur.identification({ syndicatPrincipal: 'false', numImmatriculationCoproprietePrincipale: '' })
        .numImmatriculationCoproprietePrincipale,
    ).toBeNull();
    expect(
      depuisServeur.identification({ numImmatriculationCoproprietePrincipale: null }).numImmatriculationCoproprietePrincipale,
    ).toBe('');
  });
  it('montants affichés avec une virgule', () => {
    const serveur = valide();
    expect(serveur.donneesFinancieres.chargesOperationsExceptionnelles).toBe(12000.5);
    expect(depuisServeur.donneesFinancieres(serveur.donneesFinancieres).chargesOperationsExceptionnelles).toBe('12000,50');
  });
  it('un brouillon neuf (rien au serveur) donne un formulaire vide', () => {
    const formulaire = depuisServeur.immatCopropriete(null);
    expect(formulaire.infoRattachement).toBeNull();
    expect(formulaire.identification).toMatchObject({
      nbLots: '',
      dateReglementCopropriete: '',
      parcelle: [],
      adressePrincipale: null,
    });
    expect(formulaire.donneesTechniques.classementEnergetique).toMatchObject({ ETIQ_A: '0', ETIQ_NON_DETERMINE: '0' });
  });
  it('des procédures stockées avec la seule liste arrete sont réparties par type', () => {
    const formulaire = depuisServeur.procedures({
      flagPerilPartiesCom: true,
      arrete: [{ id: 4, type: 'PERIL_PARTIES', dateArrete: '2024-01-10', dateMainLevee: null }],
    });
    expect(formulaire.arretePerilParties).toEqual([
      { id: 4, type: 'PERIL_PARTIES', dateArrete: '10/01/2024', dateMainLevee: '' },
    ]);
    expect(formulaire.arreteEquipements).toEqual([]);
  });
});
