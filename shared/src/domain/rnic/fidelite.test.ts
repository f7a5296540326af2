import { describe, expect, it } from 'vitest';
import { COLONNES_RNIC, type ColonneRnic } from './colonnes.ts';
import { appliquerEcarts, ecartsDeLigne } from './fidelite.ts';

const i = (c: ColonneRnic) => COLONNES_RNIC.indexOf(c);
/** A row of 72 values, `x` everywhere but where given. */
const ligne = (valeurs: Partial<Record<ColonneRnic, string>> = {}) => COLONNES_RNIC.map((c) => valeurs[c] ?? 'x');

describe('une ligne importée revient comme le fichier l’a donnée', () => {
  it('garde l’orthographe du fichier là où le registre écrit la même valeur autrement', () => {
    const fichier = ligne({
      raison_sociale_du_representant_legal: 'SYNDIC SARL ',
      numero_parcelle_1: '192',
      nom_officiel_region: 'Ile-de-France',
    });
    const registre = ligne({
      raison_sociale_du_representant_legal: 'SYNDIC SARL',
      numero_parcelle_1: '0192',
      nom_officiel_region: 'Île-de-France',
    });
    const ecarts = ecartsDeLigne({ fichier, relu: registre, registre, benevole: false });
    expect(Object.keys(ecarts!)).toHaveLength(3);
    expect(appliquerEcarts(registre, ecarts)).toEqual(fichier);
  });

  it('ne garde rien quand le fichier et le registre s’écrivent pareil', () => {
    const r = ligne();
    expect(ecartsDeLigne({ fichier: r, relu: r, registre: r, benevole: false })).toBeNull();
    expect(appliquerEcarts(r, null)).toEqual(r);
  });

  it('une valeur qui a vraiment changé depuis s’écrit comme le registre l’écrit', () => {
    const fichier = ligne({ nom_d_usage_de_la_copropriete: 'LES LILAS  ' });
    const registre = ligne({ nom_d_usage_de_la_copropriete: 'LES LILAS' });
    const ecarts = ecartsDeLigne({ fichier, relu: registre, registre, benevole: false });
    const maintenant = ligne({ nom_d_usage_de_la_copropriete: 'Résidence Les Lilas' });
    expect(appliquerEcarts(maintenant, ecarts)[i('nom_d_usage_de_la_copropriete')]).toBe('Résidence Les Lilas');
  });

  it('le registre a le dernier mot sur le sens : un mandat « en cours » passé se publie expiré', () => {
    const col = 'mandat_en_cours_dans_la_copropriete';
    const fichier = ligne({ [col]: 'Mandat en cours' });
    const registre = ligne({ [col]: 'Mandat expiré sans successeur déclaré' });
    const ecarts = ecartsDeLigne({ fichier, relu: fichier, registre, benevole: false });
    expect(ecarts).toBeNull();
    expect(appliquerEcarts(registre, ecarts)[i(col)]).toBe('Mandat expiré sans successeur déclaré');
  });

  it('l’identité d’un syndic bénévole ne revient jamais du fichier', () => {
    const col = 'raison_sociale_du_representant_legal';
    const fichier = ligne({ [col]: 'M. Jean Martin' });
    const registre = ligne({ [col]: 'Identité non partagée en Open Data' });
    expect(ecartsDeLigne({ fichier, relu: registre, registre, benevole: true })).toBeNull();
  });
});
