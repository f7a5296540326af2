/**
 * [issue 27, point 1] Formula injection: a condominium named `=HYPERLINK("http://x","a")` imported from an RNIC
 * file (numbers starting with ZF) leaves the raw open-data export as text (a leading apostrophe), with no cell of
 * the whole file read as a formula, while a negative longitude stays a number; the same name typed in the wizard
 * is refused by the API with the French message on its field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'csv-stringify/sync';
import { COLONNES_RNIC } from '@registre/shared/domain/rnic/colonnes';
import { estFormule } from '@registre/shared/domain/exports/tableur';
import { MESSAGE_FORMULE } from '@registre/shared/schemas/commun';
import { genererRnic } from '@registre/infra/local/src/rnic/generateur';
import { jetonDe, loginDe, utiliserEnvCloud } from '../support/api.ts';
import { declarationValide, enregistrer } from '../support/coproprietes.ts';
import { exporterEtRelire } from '../support/donneesOuvertes.ts';

const FORMULE = '=HYPERLINK("http://x","a")';
const AUJOURDHUI = new Date().toISOString().slice(0, 10);
const POS = Object.fromEntries(COLONNES_RNIC.map((n, i) => [n, i])) as Record<string, number>;
const NUMERO = POS.numero_d_immatriculation;

let lignes: string[][];
let importees: string[][];

beforeAll(async () => {
  utiliserEnvCloud();
  importees = [...genererRnic({ lignes: 4, graine: 27, premier: 'ZF0000001', aujourdhui: AUJOURDHUI })];
  // a formula in the name, a leading minus in the usage name's place of another, a negative longitude (Nantes)
  importees[0][POS.nom_d_usage_de_la_copropriete] = FORMULE;
  importees[1][POS.nom_d_usage_de_la_copropriete] = '@SUM(1+1)*cmd';
  importees[0][POS.long] = '-1.5536';
  const imp = await import('@registre/functions/donneesOuvertes/import');
  const texte = '\uFEFF' + stringify([[...COLONNES_RNIC], ...importees], { quoted: true, record_delimiter: '\n' });
  const { bilan } = await imp.importerRnic(imp.fluxDepuisTexte(texte), { maintenant: new Date(), surRejet: () => {} });
  expect(bilan.rejetees, JSON.stringify(bilan)).toBe(0);
  lignes = await exporterEtRelire();
}, 240_000);

describe('export des données brutes', () => {
  it('aucune cellule du fichier entier ne serait lue comme une formule', () => {
    const formules = lignes.flatMap((l) => l.filter((v) => estFormule(v)).map((v) => `${l[NUMERO]} ${v}`));
    expect(formules).toEqual([]);
  });

  it('écrit le nom importé en texte (apostrophe), la longitude négative inchangée', () => {
    const premiere = lignes.find((l) => l[NUMERO] === importees[0][NUMERO])!;
    expect(premiere, 'ligne importée exportée').toBeDefined();
    expect(premiere[POS.nom_d_usage_de_la_copropriete]).toBe(`'${FORMULE}`);
    expect(premiere[POS.long]).toBe('-1.5536');
    const seconde = lignes.find((l) => l[NUMERO] === importees[1][NUMERO])!;
    expect(seconde[POS.nom_d_usage_de_la_copropriete]).toBe("'@SUM(1+1)*cmd");
  });
});

describe("l'assistant d'immatriculation", () => {
  it('refuse un nom de copropriété qui commence comme une formule, message en français sur le champ', async () => {
    const jeton = await jetonDe(loginDe('TELE_PRO_ADMIN_PRINC'));
    for (const nom of [FORMULE, '+1+1', '@SUM(A1)', '\t=1+1']) {
      const r = await enregistrer(jeton, 'identification', {
        typeImmat: 'DEFAULT',
        immatCopropriete: declarationValide({ identification: { nomCopropriete: nom } }),
      });
      expect(r.status, JSON.stringify(r.corps)).toBe(400);
      expect(JSON.stringify(r.corps)).toContain(MESSAGE_FORMULE);
      expect(JSON.stringify(r.corps)).toContain('nomCopropriete');
    }
    // a leading dash stays allowed: « - » starts French text
    const r = await enregistrer(jeton, 'identification', {
      typeImmat: 'DEFAULT',
      immatCopropriete: declarationValide({ identification: { nomCopropriete: '- Résidence du Parc' } }),
    });
    expect(r.status, JSON.stringify(r.corps)).toBe(200);
  });
});
