/**
 * [issue 22] The statistics by the territories the RNIC file names (its column 1): a condominium of a Grand Paris
 * commune counts in its territory (EPT), asked as `niveau=EPCI&code=<EPT's SIREN>`, and in the Métropole du Grand
 * Paris; the periods start at the register's opening (1 November 2016, the 4th quarter of 2016).
 *
 * Rows of the file imported in Montreuil (Est Ensemble, T8), registered in December 2016, with registration numbers
 * of this file's own (`ZT…`): other files share the register, so the figures are compared before and after.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { COLONNES_RNIC } from '@registre/shared/domain/rnic/colonnes';
import { appeler, projectionsAJour, utiliserEnvCloud } from '../support/api.ts';
import { unique } from '../support/coproprietes.ts';

const N = 15;
const EST_ENSEMBLE = '200057875';
const METROPOLE = '200054781';
const Q4_2016 = 'annee=2016&trimestre=4';

type Chiffres = { territoire: { niveau: string; code: string; nom: string }; coproprietes: number | 'SECRET' };
const chiffres = async (q: string) => {
  const r = await appeler<Chiffres>('GET', `/api/public/statistiques/chiffres?${q}`);
  expect(r.status, `${q} : ${JSON.stringify(r.corps)}`).toBe(200);
  return r.corps;
};
const nombre = (v: number | 'SECRET') => (v === 'SECRET' ? 0 : v);

/** One row of the file in Montreuil, registered in December 2016: every column as France writes it. */
function ligne(i: number, jeton: string): string[] {
  const numero = String(10 + i);
  const voie = `${numero} Rue ${jeton}`;
  const valeurs: Record<string, string> = {
    epci: EST_ENSEMBLE,
    commune: '93048',
    numero_d_immatriculation: `ZT${String(i + 1).padStart(7, '0')}`,
    date_d_immatriculation: `2016-12-${String(1 + i).padStart(2, '0')}`,
    date_de_la_derniere_maj: '2025-06-23',
    type_de_syndic_benevole_professionnel_non_connu: 'professionnel',
    identification_du_representant_legal_raison_sociale_et_le_numer: 'Syndic Est SAS 87691529900625',
    raison_sociale_du_representant_legal: 'Syndic Est SAS',
    siret_du_representant_legal: '87691529900625',
    code_ape: '6832A',
    commune_du_representant_legal: 'Montreuil',
    mandat_en_cours_dans_la_copropriete: 'Mandat en cours',
    date_de_fin_du_dernier_mandat: '2099-06-30',
    nom_d_usage_de_la_copropriete: `Résidence ${jeton}`,
    adresse_de_reference: `${voie} 93100 Montreuil`,
    numero_et_voie_adresse_de_reference: voie,
    code_postal_adresse_de_reference: '93100',
    commune_adresse_de_reference: 'Montreuil',
    adresse_complementaire_1: 'non connu',
    adresse_complementaire_2: 'non connu',
    adresse_complementaire_3: 'non connu',
    nombre_d_adresses_complementaires: '0',
    long: '2.4412',
    lat: '48.8611',
    date_du_reglement_de_copropriete: '1975-03-12',
    residence_service: 'non',
    syndicat_cooperatif: 'non',
    syndicat_principal_ou_syndicat_secondaire: 'oui',
    si_secondaire_n_d_immatriculation_du_principal: 'non connu',
    nombre_d_asl_auxquelles_est_rattache_le_syndicat_de_coproprieta: '0',
    nombre_d_aful_auxquelles_est_rattache_le_syndicat_de_copropriet: '0',
    nombre_d_unions_de_syndicats_auxquelles_est_rattache_le_syndica: '0',
    nombre_total_de_lots: '40',
    nombre_total_de_lots_a_usage_d_habitation_de_bureaux_ou_de_comm: '20',
    nombre_de_lots_a_usage_d_habitation: '18',
    nombre_de_lots_de_stationnement: '20',
    periode_de_construction: 'DE_1975_A_1993',
    reference_cadastrale_1: '',
    code_insee_commune_1: 'non connu',
    prefixe_1: 'non connu',
    section_1: 'non connu',
    numero_parcelle_1: 'non connu',
    reference_cadastrale_2: '',
    code_insee_commune_2: 'non connu',
    prefixe_2: 'non connu',
    section_2: 'non connu',
    numero_parcelle_2: 'non connu',
    reference_cadastrale_3: '',
    code_insee_commune_3: 'non connu',
    prefixe_3: 'non connu',
    section_3: 'non connu',
    numero_parcelle_3: 'non connu',
    nombre_de_parcelles_cadastrales: '0',
    copro_dans_acv: 'Non',
    copro_dans_pvd: 'Non',
    copro_dans_pdp: '0',
    copro_aidee: 'Non',
    code_officiel_commune: '93048',
    nom_officiel_commune: 'Montreuil',
    code_officiel_arrondissement_commune: '93048',
    nom_officiel_arrondissement_commune: 'Montreuil',
    code_officiel_epci: EST_ENSEMBLE,
    nom_officiel_epci: 'T8 -  Est Ensemble',
    code_officiel_departement: '93',
    nom_officiel_departement: 'Seine-Saint-Denis',
    code_officiel_region: '11',
    nom_officiel_region: 'Ile-de-France',
  };
  return COLONNES_RNIC.map((c) => valeurs[c] ?? '');
}
const csv = (rangs: string[][]) => rangs.map((r) => r.map((v) => `"${v.replace(/"/g, '""')}"`).join(',')).join('\n') + '\n';

let avantEpt: Chiffres;
let avantMetropole: Chiffres;

beforeAll(async () => {
  utiliserEnvCloud();
  // the EPT answers as an EPCI before anything is registered there
  avantEpt = await chiffres(`niveau=EPCI&code=${EST_ENSEMBLE}&${Q4_2016}`);
  avantMetropole = await chiffres(`niveau=EPCI&code=${METROPOLE}&${Q4_2016}`);
  const { importerRnic } = await import('@registre/functions/donneesOuvertes/import');
  const jeton = unique();
  const rejets: string[] = [];
  const source = Readable.from([csv([[...COLONNES_RNIC], ...Array.from({ length: N }, (_, i) => ligne(i, jeton))])]);
  const { bilan } = await importerRnic(source, { maintenant: new Date(), surRejet: (r) => void rejets.push(r.raison) });
  expect(rejets).toEqual([]);
  expect(bilan.chargees + bilan.dejaPresentes).toBe(N);
  await projectionsAJour();
}, 120_000);

describe('statistiques par territoire du Grand Paris (EPT) et depuis l’ouverture du registre', () => {
  it('répond pour niveau=EPCI et le SIREN d’un EPT, la Métropole aussi', async () => {
    const ept = await chiffres(`niveau=EPCI&code=${EST_ENSEMBLE}&${Q4_2016}`);
    expect(ept.territoire).toEqual({ niveau: 'EPCI', code: EST_ENSEMBLE, nom: 'Est Ensemble' });
    // a replay of this file finds its rows already there: then the figures were moved by the first run
    expect(nombre(ept.coproprietes)).toBeGreaterThanOrEqual(Math.max(N, nombre(avantEpt.coproprietes)));
    const metropole = await chiffres(`niveau=EPCI&code=${METROPOLE}&${Q4_2016}`);
    expect(metropole.territoire.nom).toBe('Métropole du Grand Paris');
    expect(nombre(metropole.coproprietes)).toBeGreaterThanOrEqual(Math.max(N, nombre(avantMetropole.coproprietes)));
    expect(nombre(metropole.coproprietes)).toBeGreaterThanOrEqual(nombre(ept.coproprietes));
    // every period: the territory holds them too
    expect(nombre((await chiffres(`niveau=EPCI&code=${EST_ENSEMBLE}`)).coproprietes)).toBeGreaterThanOrEqual(N);
    expect((await chiffres('niveau=COMMUNE&code=93048&annee=2016')).territoire.nom).toBe('Montreuil');
  });

  it('offre 2016 et son 4e trimestre, refuse ce qui précède l’ouverture', async () => {
    const annees = await appeler<number[]>('GET', '/api/public/statistiques/chargementAnneeGeneration/true');
    expect(annees.corps).toContain(2016);
    expect(Math.min(...annees.corps)).toBeGreaterThanOrEqual(2016);
    const trimestres = await appeler<{ annee: number; trimestre: number; libelle: string }[]>(
      'GET',
      '/api/public/statistiques/chargementTrimestreGeneration',
    );
    expect(trimestres.corps).toContainEqual({ annee: 2016, trimestre: 4, libelle: '4e trimestre 2016' });
    expect(trimestres.corps.every((t) => t.annee > 2016 || (t.annee === 2016 && t.trimestre === 4))).toBe(true);
    const annee = await chiffres('niveau=FRANCE&annee=2016');
    expect(annee.coproprietes === 'SECRET' || annee.coproprietes >= N).toBe(true);
    for (const q of ['annee=2015', 'annee=2016&trimestre=3']) {
      const r = await appeler('GET', `/api/public/statistiques/chiffres?${q}`);
      expect(r.status, q).toBe(400);
      expect(JSON.stringify(r.corps), q).toContain('Le registre existe depuis le 1er novembre 2016.');
    }
  });
});
