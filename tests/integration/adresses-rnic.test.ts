/**
 * [issue 22] Addresses as France writes them: rows of the RNIC file with street types and titles abbreviated as
 * the cadastre and the BAN write them, a row without postcode nor house number, complementary addresses; each is
 * found in the public directory by its address typed as the file writes it and typed in full.
 * Its own registration numbers (ZV…) and street names (a random word), so other files sharing the register do not
 * meet its rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'csv-stringify/sync';
import { COLONNES_RNIC } from '@registre/shared/domain/rnic/colonnes';
import { genererRnic } from '@registre/infra/local/src/rnic/generateur';
import { appeler, projectionsAJour, utiliserEnvCloud } from '../support/api.ts';

const AUJOURDHUI = new Date().toISOString().slice(0, 10);
/** A word of its own for this run's streets ("Victor Hugo Kqzt"). */
const MOT = `Z${Array.from({ length: 5 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('')}`;
const SAINT_OUEN = { insee: '93070', cp: '93400', nom: 'SAINT-OUEN' };

interface Adresses {
  reference: string;
  numeroEtVoie: string;
  codePostal: string;
  commune: string;
  complementaires?: string[];
}

const ROWS: Record<string, Adresses> = {
  ZV0000001: {
    reference: `8 r Victor Hugo ${MOT} 93400 SAINT-OUEN`,
    numeroEtVoie: `8 r Victor Hugo ${MOT}`,
    codePostal: SAINT_OUEN.cp,
    commune: SAINT_OUEN.nom,
    complementaires: [`12 r de la Paix ${MOT} 93400 Saint-Ouen`, `av du Gal Leclerc ${MOT}`],
  },
  ZV0000002: {
    reference: `12 B bd du Mal Foch ${MOT} 93400 Saint-Ouen`,
    numeroEtVoie: `12 B bd du Mal Foch ${MOT}`,
    codePostal: SAINT_OUEN.cp,
    commune: 'Saint-Ouen',
  },
  // no postcode, no number and street: only what is known
  ZV0000003: { reference: `imp. St-Jacques ${MOT}`, numeroEtVoie: '', codePostal: 'NA', commune: '' },
  ZV0000004: {
    reference: `all des Lilas ${MOT} Saint-Ouen-sur-Seine`,
    numeroEtVoie: '',
    codePostal: 'NA',
    commune: '',
  },
};

/** Generated rows with the addresses above, in Saint-Ouen. */
function fichier(): string {
  const numeros = Object.keys(ROWS);
  const lignes = [...genererRnic({ lignes: numeros.length, graine: 22, premier: numeros[0], aujourdhui: AUJOURDHUI })];
  const rows = lignes.map((l) => {
    const a = ROWS[l[COLONNES_RNIC.indexOf('numero_d_immatriculation')]];
    const comp = a.complementaires ?? [];
    const valeurs: Partial<Record<(typeof COLONNES_RNIC)[number], string>> = {
      commune: SAINT_OUEN.insee,
      adresse_de_reference: a.reference,
      numero_et_voie_adresse_de_reference: a.numeroEtVoie,
      code_postal_adresse_de_reference: a.codePostal,
      commune_adresse_de_reference: a.commune,
      adresse_complementaire_1: comp[0] ?? 'non connu',
      adresse_complementaire_2: comp[1] ?? 'non connu',
      adresse_complementaire_3: comp[2] ?? 'non connu',
      nombre_d_adresses_complementaires: String(comp.length),
    };
    return l.map((v, i) => valeurs[COLONNES_RNIC[i]] ?? v);
  });
  return '\uFEFF' + stringify([[...COLONNES_RNIC], ...rows], { quoted: true, record_delimiter: '\n' });
}

type Page = { totalItems: number; ligneRechercheCoproprieteDTOList: { numeroImmatriculation: string }[] };
const rechercher = async (adresse: Record<string, string>) => {
  const r = await appeler<Page>('POST', '/api/public/annuaire/rechercherAnnuaire', {
    json: { adresseNonSelectionnee: true, adresseNonStructuree: adresse },
  });
  expect(r.status, JSON.stringify(r.corps)).toBe(200);
  return r.corps.ligneRechercheCoproprieteDTOList.map((l) => l.numeroImmatriculation);
};

describe('adresses du fichier RNIC dans l’annuaire public', () => {
  beforeAll(async () => {
    utiliserEnvCloud();
    const imp = await import('@registre/functions/donneesOuvertes/import');
    const rejets: unknown[] = [];
    const { bilan } = await imp.importerRnic(imp.fluxDepuisTexte(fichier()), {
      maintenant: new Date(),
      surRejet: (r) => void rejets.push(r),
    });
    expect(rejets).toEqual([]);
    expect(bilan.chargees + bilan.dejaPresentes).toBe(Object.keys(ROWS).length);
    await projectionsAJour();
  }, 180_000);

  it.each([
    ['ZV0000001', 'comme le fichier', { voie: `8 r Victor Hugo ${MOT}`, codePostal: '93400' }],
    ['ZV0000001', 'en entier', { voie: `8 rue Victor-Hugo ${MOT}`, codePostal: '93400' }],
    ['ZV0000001', 'ligne entière du fichier', { voie: `8 r Victor Hugo ${MOT} 93400 SAINT-OUEN`, codePostal: '93400' }],
    ['ZV0000001', 'sans le numéro, par la commune', { voie: `rue victor hugo ${MOT}`, commune: 'Saint-Ouen-sur-Seine' }],
    ['ZV0000001', 'adresse complémentaire en entier', { voie: `12 rue de la paix ${MOT}`, codePostal: '93400' }],
    ['ZV0000001', 'adresse complémentaire abrégée', { voie: `12 r de la Paix ${MOT}`, codePostal: '93400' }],
    ['ZV0000001', 'adresse complémentaire sans numéro', { voie: `avenue du general leclerc ${MOT}`, codePostal: '93400' }],
    ['ZV0000001', 'complémentaire, autre abréviation', { voie: `Av. Gal Leclerc ${MOT}`, codePostal: '93400' }],
    ['ZV0000002', 'comme le fichier', { voie: `12 B bd du Mal Foch ${MOT}`, codePostal: '93400' }],
    ['ZV0000002', 'en entier', { voie: `12 bis boulevard du maréchal Foch ${MOT}`, codePostal: '93400' }],
    ['ZV0000003', 'comme le fichier', { voie: `imp. St-Jacques ${MOT}`, codePostal: '93400' }],
    ['ZV0000003', 'en entier, par la commune', { voie: `impasse saint-jacques ${MOT}`, commune: 'Saint-Ouen-sur-Seine' }],
    ['ZV0000004', 'comme le fichier', { voie: `all des Lilas ${MOT} Saint-Ouen-sur-Seine`, commune: 'Saint-Ouen-sur-Seine' }],
    ['ZV0000004', 'en entier', { voie: `allée des lilas ${MOT}`, codePostal: '93400' }],
  ])('%s trouvée par son adresse tapée %s', async (numero, _, adresse) => {
    await expect.poll(() => rechercher(adresse), { timeout: 10_000, interval: 250 }).toContain(numero);
  });

  it('une copropriété n’apparaît qu’une fois par voie, et pas sous une voie qui n’est pas la sienne', async () => {
    const trouvees = await rechercher({ voie: `rue victor hugo ${MOT}`, codePostal: '93400' });
    expect(trouvees).toEqual(['ZV0000001']);
    expect(await rechercher({ voie: `rue du marechal foch ${MOT}`, codePostal: '93400' })).toEqual([]);
  });
});
