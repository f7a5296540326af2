import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { siretValide } from '@registre/shared/domain/valeurs';
import { adaptateurInsee, adaptateurLocal, type EtablissementInsee } from './index.ts';

const enregistrement = (nom: string) => readFileSync(new URL(`./enregistrements/${nom}.json`, import.meta.url), 'utf8');
const reponse = (status: number, corps: string) =>
  new Response(corps, { status, headers: { 'content-type': 'application/json' } });

describe('adaptateur Sirene (API Sirene 3.11 de l’Insee)', () => {
  it("appelle /siret/{siret} avec la clé d'intégration et lit l'établissement", async () => {
    const f = vi.fn(async () => reponse(200, enregistrement('siret-syndic-actif')));
    const e = await adaptateurInsee(
      'https://api.insee.fr/api-sirene/3.11/',
      'cle-secrete',
      f as unknown as typeof fetch,
    )('39217654100010');
    expect(f).toHaveBeenCalledWith(
      'https://api.insee.fr/api-sirene/3.11/siret/39217654100010',
      expect.objectContaining({ headers: expect.objectContaining({ 'X-INSEE-Api-Key-Integration': 'cle-secrete' }) }),
    );
    expect(e).toMatchObject({
      siret: '39217654100010',
      raisonSociale: 'GESTION OCEANE SYNDIC',
      codeApe: '6832A',
      libelleNaf: expect.stringMatching(/Administration d'immeubles/),
      l4: '3 RUE DE LA FOSSE',
      l6: '44000 NANTES',
      l7: 'FRANCE',
      codePostal: '44000',
      localite: 'NANTES',
      codeInsee: '44109',
      typeEtab: 'SIEGE',
      actif: true,
    });
  });

  it("nomme l'entrepreneur individuel par son prénom et son nom", async () => {
    const e = await adaptateurInsee('https://x', 'k', (async () =>
      reponse(200, enregistrement('siret-entrepreneur-individuel'))) as unknown as typeof fetch)('53928174100014');
    expect(e?.raisonSociale).toBe('SOPHIE LEROY');
  });

  it('signale un établissement fermé (état administratif F)', async () => {
    const e = await adaptateurInsee('https://x', 'k', (async () =>
      reponse(200, enregistrement('siret-ferme'))) as unknown as typeof fetch)('36192874000014');
    expect(e).toMatchObject({ actif: false, localite: 'PARIS' });
  });

  it('répond null pour un SIRET inconnu (404) et refuse poliment quand le service est en panne', async () => {
    await expect(
      adaptateurInsee('https://x', 'k', (async () => reponse(404, enregistrement('siret-inconnu'))) as unknown as typeof fetch)(
        '39217654100028',
      ),
    ).resolves.toBeNull();
    await expect(
      adaptateurInsee('https://x', 'k', (async () => reponse(503, '{}')) as unknown as typeof fetch)('39217654100010'),
    ).rejects.toMatchObject({ code: 'SERVICE_INDISPONIBLE' });
    await expect(
      adaptateurInsee('https://x', 'k', (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch)('39217654100010'),
    ).rejects.toMatchObject({ code: 'SERVICE_INDISPONIBLE' });
  });
});

describe('répertoire Sirene local', () => {
  const registre = JSON.parse(readFileSync(new URL('./registre-local.json', import.meta.url), 'utf8')) as {
    etablissements: EtablissementInsee[];
  };
  it('ne contient que des SIRET valides, dont ceux de la démonstration', () => {
    const sirets = registre.etablissements.map((e) => e.siret);
    expect(sirets.every(siretValide)).toBe(true);
    expect(new Set(sirets).size).toBe(sirets.length);
    expect(sirets).toEqual(expect.arrayContaining(['81234567800013', '82345678900010', '83456789000019']));
  });
  it('offre des syndics, au moins trois études notariales, un bailleur social, un fermé et un code non autorisé', () => {
    const codes = registre.etablissements.map((e) => e.periodesEtablissement[0].activitePrincipaleEtablissement);
    expect(codes.filter((c) => c === '68.32A').length).toBeGreaterThanOrEqual(5);
    expect(codes.filter((c) => c === '69.10Z').length).toBeGreaterThanOrEqual(3);
    expect(codes).toEqual(expect.arrayContaining(['68.20A', '47.11F']));
    expect(registre.etablissements.some((e) => e.periodesEtablissement[0].etatAdministratifEtablissement === 'F')).toBe(true);
  });
  it('répond comme le vrai service', async () => {
    const chercher = adaptateurLocal();
    await expect(chercher('81234567800013')).resolves.toMatchObject({
      raisonSociale: 'CABINET DEMEURE GESTION',
      codeApe: '6832A',
      actif: true,
    });
    await expect(chercher('39217654100028')).resolves.toBeNull();
  });
});
