import { describe, expect, it } from 'vitest';
import { MESSAGE_CRITERE_LOCALISANT, MESSAGE_UN_CHAMP, rechercheAnnuaireSchema } from '@registre/shared/schemas/annuaire';
import {
  FORMULAIRE_AVANCE_VIDE,
  adresseRecherche,
  communeManquante,
  corpsAvance,
  formulaireAvanceSchema,
  formulaireDe,
  lireAdresseSaisie,
  lireRecherche,
  rechercheAdresseChoisie,
  rechercheAdresseSaisie,
} from './annuaire.ts';
import { premierQuiCommencePar } from './ChampCommune.tsx';

const PAIX = {
  libelle: '12 Rue de la Paix 75002 Paris',
  numero: '12',
  voie: 'Rue de la Paix',
  codePostal: '75002',
  commune: 'Paris',
  codeInsee: '75102',
  x: 2.331167,
  y: 48.869352,
  idBan: '75102_7003_00012',
  score: 0.9,
};

describe("[issue 12] recherche dans l'annuaire", () => {
  it("une adresse choisie : le corps de la spec 001 §3 avec ses coordonnées, sa clé BAN et l'identifiant du bâtiment", () => {
    const e = rechercheAdresseChoisie(PAIX, 'PG46YY6YWCX8');
    expect(e.corps).toEqual({
      isRechercheAvancee: false,
      adresseNonSelectionnee: false,
      adresseNonStructuree: {
        numero: '12',
        voie: 'Rue de la Paix',
        codePostal: '75002',
        commune: 'Paris',
        codeInsee: '75102',
        x: 2.331167,
        y: 48.869352,
        idBan: '75102_7003_00012',
        idRnb: 'PG46YY6YWCX8',
      },
    });
    expect(rechercheAnnuaireSchema.safeParse(e.corps).success).toBe(true);
    expect(rechercheAdresseChoisie({ ...PAIX, idBan: null }, null).corps.adresseNonStructuree).not.toHaveProperty('idRnb');
  });

  it('une adresse saisie, non géolocalisée : lue en numéro, voie, code postal et commune ; complétée sinon', () => {
    expect(lireAdresseSaisie('8 bis, impasse des Lilas 42000 Saint-Étienne')).toEqual({
      numero: '8bis',
      voie: 'impasse des Lilas',
      codePostal: '42000',
      commune: 'Saint-Étienne',
    });
    expect(lireAdresseSaisie('impasse des Lilas')).toEqual({ voie: 'impasse des Lilas' });
    const seule = rechercheAdresseSaisie('impasse des Lilas');
    expect(seule.corps.adresseNonSelectionnee).toBe(true);
    expect(communeManquante(seule)).toBe(true);
    // the schema asks for the commune or the postal code of a typed address
    expect(rechercheAnnuaireSchema.safeParse(seule.corps).success).toBe(false);
    const completee = rechercheAdresseSaisie('impasse des Lilas', { codePostal: '42000' });
    expect(communeManquante(completee)).toBe(false);
    expect(rechercheAnnuaireSchema.safeParse(completee.corps).success).toBe(true);
    expect(completee.corps.adresseNonStructuree).toEqual({ voie: 'impasse des Lilas', codePostal: '42000' });
  });

  it("la recherche est gardée dans l'adresse de la page ; une adresse illisible n'est aucune recherche", () => {
    const e = rechercheAdresseChoisie(PAIX, null);
    const q = adresseRecherche(e, 3);
    expect(lireRecherche(q)).toEqual({ etat: e, page: 3 });
    expect(lireRecherche(new URLSearchParams('recherche=%7Bpas-du-json'))).toEqual({ etat: null, page: 1 });
    expect(lireRecherche(new URLSearchParams('recherche={"corps":{"isRechercheAvancee":true}}&page=0'))).toEqual({
      etat: null,
      page: 1,
    });
  });

  it('recherche avancée : le schéma partagé demande un critère, localisant ; oui/non et listes vides ignorés', () => {
    const erreurs = (f: typeof FORMULAIRE_AVANCE_VIDE) => {
      const r = formulaireAvanceSchema.safeParse(f);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(erreurs(FORMULAIRE_AVANCE_VIDE)).toEqual([`departement: ${MESSAGE_UN_CHAMP}`]);
    expect(erreurs({ ...FORMULAIRE_AVANCE_VIDE, statutMajAnnuelle: 'EN_RETARD' })).toEqual([
      `departement: ${MESSAGE_CRITERE_LOCALISANT}`,
    ]);
    const complet = {
      ...FORMULAIRE_AVANCE_VIDE,
      departement: '75',
      nomCommune: 'Paris 2e Arrondissement',
      codeInsee: '75102',
      exerciceNonApprouve: 'non' as const,
      dateFinMandat: '31/12/2027',
    };
    expect(erreurs(complet)).toEqual([]);
    expect(erreurs({ ...complet, codePostal: '69002' })).toEqual([
      'codePostal: Le code postal ne correspond pas au département.',
    ]);
    expect(corpsAvance(complet)).toMatchObject({ isRechercheAvancee: true, exerciceNonApprouve: false, codeInsee: '75102' });
    // and back from the address to the form
    expect(formulaireDe({ corps: corpsAvance(complet), nomCommune: complet.nomCommune })).toEqual(complet);
  });

  it('complétion des communes : le premier nom qui commence par la saisie, sans tenir compte de la casse', () => {
    const communes = [{ nom: 'Saint-Denis' }, { nom: 'Saint-Étienne' }, { nom: 'Sarcelles' }];
    expect(premierQuiCommencePar(communes, 'saint-é')?.nom).toBe('Saint-Étienne');
    expect(premierQuiCommencePar(communes, 'SAR')?.nom).toBe('Sarcelles');
    expect(premierQuiCommencePar(communes, 'x')).toBeUndefined();
    expect(premierQuiCommencePar(communes, ' ')).toBeUndefined();
  });
});
