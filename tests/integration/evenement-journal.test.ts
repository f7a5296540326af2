/**
 * The keepers' event journal (spec 001 §3 "Event journal filters", §4, §7 "Event journal", §9): the five lists,
 * the search by period, profile, category, type and modality; refusals (anonymous 401, no authority 403, French
 * 400 for a bad period or an unknown code); the lines of real changes made through the API in French (a
 * registration by a syndic, a keeper's withdrawal with its reason, each linked to its condominium); and, on a past
 * day written straight into the table (nothing else writes there), the 100 newest lines with the "more than 99" flag.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { dateIsoVersFr } from '@registre/shared/domain/valeurs';
import { MESSAGES_JOURNAL } from '@registre/shared/schemas/journal';
import { appeler, jetonDe } from '../support/api.ts';
import { immatriculerCopropriete } from '../support/coproprietes.ts';
import { base } from '../support/validations.ts';

const SYNDIC = 'demo.tele_pro_admin_princ';
const TENEUR = 'demo.teneur_admin_princ';
const HOTLINE_ADMIN = 'demo.teneur_ass_hotline_admin';
const HOTLINE_GES = 'demo.teneur_ass_hotline_ges';

const j: Record<string, string> = {};
beforeAll(async () => {
  for (const l of [SYNDIC, TENEUR, HOTLINE_ADMIN, HOTLINE_GES]) j[l] = await jetonDe(l);
});

interface Ligne {
  id: string;
  horodatage: string;
  acteur: string;
  libelleProfil: string;
  enTantQue: string | null;
  libelleCategorie: string;
  libelleType: string;
  libelleModalite: string;
  cible: { nature: string; libelle: string; idCopropriete: number | null; immatriculation: string | null } | null;
  raison: string | null;
}
interface Resultat {
  lignes: Ligne[];
  plusDe99: boolean;
  limite: number;
}

const chercher = (jeton: string | undefined, corps: Record<string, unknown>) =>
  appeler<Resultat>('POST', '/api/evenement-journal/rechercher', { jeton, json: corps });
const aujourdhui = () => dateIsoVersFr(dateDuJourParis(new Date()));

describe('listes des filtres', () => {
  it('profils, catégories, types d’une catégorie, tous les types, modalités', async () => {
    const get = (chemin: string) => appeler('GET', `/api/evenement-journal/${chemin}`, { jeton: j[TENEUR] });
    const profils = await get('profil');
    expect(profils.status).toBe(200);
    expect(profils.corps).toContainEqual({
      code: 'TENEUR_ADMIN_PRINC',
      libelle: 'Teneur du registre — administrateur principal',
    });
    expect(profils.corps.map((p: { code: string }) => p.code)).not.toContain('RESTREINT');

    const categories = await get('categorie');
    expect(categories.status).toBe(200);
    expect(categories.corps).toContainEqual({ code: 'SUPPRESSION', libelle: 'Suppressions et corrections par le teneur' });

    const types = await get('type-evenement/SUPPRESSION');
    expect(types.status).toBe(200);
    expect(types.corps).toContainEqual({ code: 'RETRAIT_RATTACHEMENT', libelle: "Retrait d'un rattachement par le teneur" });
    expect(types.corps.map((t: { code: string }) => t.code)).not.toContain('CONNEXION');

    const tous = await get('all-type-evenement');
    expect(tous.status).toBe(200);
    expect(tous.corps).toContainEqual({ code: 'CONNEXION', libelle: 'Connexion', categorie: 'AUTHENTIFICATION' });

    const modalites = await get('type-modalite');
    expect(modalites.corps).toEqual([
      { code: 'IHM', libelle: 'Interface' },
      { code: 'LOGICIEL', libelle: 'Logiciel de syndic (service web)' },
      { code: 'WORKFLOW', libelle: 'Traitement automatique' },
      { code: 'INSTALLATION', libelle: 'Installation' },
    ]);

    const inconnue = await get('type-evenement/INCONNUE');
    expect(inconnue.status).toBe(400);
    expect(inconnue.corps.erreurs).toEqual({ 'chemin.category': MESSAGES_JOURNAL.categorie });
  });
});

describe('accès', () => {
  it('anonyme : 401 ; sans RECHERCHE_EVENEMENT_JOURNAL (syndic, hotline gestionnaire) : 403 ; hotline administrateur : permis', async () => {
    const corps = { dateDu: aujourdhui(), dateAu: aujourdhui() };
    expect((await chercher(undefined, corps)).status).toBe(401);
    expect((await appeler('GET', '/api/evenement-journal/categorie')).status).toBe(401);
    for (const qui of [SYNDIC, HOTLINE_GES]) {
      const r = await chercher(j[qui], corps);
      expect(r.status, qui).toBe(403);
      expect(r.corps).toMatchObject({ code: 'ACCES_NON_AUTORISE' });
      expect((await appeler('GET', '/api/evenement-journal/profil', { jeton: j[qui] })).status, qui).toBe(403);
    }
    expect((await chercher(j[HOTLINE_ADMIN], corps)).status).toBe(200);
  });
});

describe('saisie refusée en français', () => {
  it('fin avant le début, plus de 366 jours, codes inconnus, type hors de la catégorie, dates absentes', async () => {
    const cas: [Record<string, unknown>, Record<string, string>][] = [
      [{ dateDu: '02/03/2026', dateAu: '01/03/2026' }, { dateAu: MESSAGES_JOURNAL.ordre }],
      [{ dateDu: '01/01/2025', dateAu: '03/01/2026' }, { dateAu: MESSAGES_JOURNAL.duree }],
      [{ dateDu: '01/03/2026', dateAu: '02/03/2026', categorie: 'INCONNUE' }, { categorie: MESSAGES_JOURNAL.categorie }],
      [{ dateDu: '01/03/2026', dateAu: '02/03/2026', typeEvenement: 'X' }, { typeEvenement: MESSAGES_JOURNAL.typeEvenement }],
      [{ dateDu: '01/03/2026', dateAu: '02/03/2026', profil: 'RESTREINT' }, { profil: MESSAGES_JOURNAL.profil }],
      [{ dateDu: '01/03/2026', dateAu: '02/03/2026', modalite: 'PAPIER' }, { modalite: MESSAGES_JOURNAL.modalite }],
      [
        { dateDu: '01/03/2026', dateAu: '02/03/2026', categorie: 'COMPTE', typeEvenement: 'CONNEXION' },
        { typeEvenement: MESSAGES_JOURNAL.typeHorsCategorie },
      ],
      [{ dateDu: '2026-03-01' }, { dateDu: 'La date doit être au format JJ/MM/AAAA.', dateAu: 'Ce champ est obligatoire.' }],
    ];
    for (const [corps, erreurs] of cas) {
      const r = await chercher(j[TENEUR], corps);
      expect(r.status, JSON.stringify(corps)).toBe(400);
      expect(r.corps, JSON.stringify(corps)).toMatchObject({ code: 'REQUETE_INVALIDE', erreurs });
    }
  });
});

describe('les changements faits par l’API, en français', () => {
  it('une immatriculation par le syndic, puis un retrait de rattachement par le teneur avec sa raison', async () => {
    const copro = await immatriculerCopropriete(j[SYNDIC]);
    const raison = `Mandat révoqué en assemblée générale ${Math.random().toString(36).slice(2, 8)}`;
    const retrait = await appeler('PUT', `/api/coproprietes/retirer-rattachement/${copro.idCopropriete}`, {
      jeton: j[TENEUR],
      json: { raison },
    });
    expect(retrait.status, JSON.stringify(retrait.corps)).toBe(200);

    const periode = { dateDu: aujourdhui(), dateAu: aujourdhui() };
    const immatriculations = await chercher(j[TENEUR], {
      ...periode,
      categorie: 'IMMATRICULATION',
      typeEvenement: 'IMMATRICULATION_COPROPRIETE',
    });
    expect(immatriculations.status).toBe(200);
    const ligne = immatriculations.corps.lignes.find((l) => l.cible?.immatriculation === copro.immatriculation);
    expect(ligne).toMatchObject({
      acteur: SYNDIC,
      libelleProfil: 'Syndic professionnel — administrateur principal',
      enTantQue: null,
      libelleCategorie: 'Immatriculation des copropriétés',
      libelleType: "Immatriculation d'une copropriété",
      libelleModalite: 'Interface',
      cible: { nature: 'copropriete', idCopropriete: copro.idCopropriete },
      raison: null,
    });
    expect(immatriculations.corps.lignes.every((l) => l.libelleType === "Immatriculation d'une copropriété")).toBe(true);

    const retraits = await chercher(j[HOTLINE_ADMIN], {
      ...periode,
      categorie: 'SUPPRESSION',
      typeEvenement: 'RETRAIT_RATTACHEMENT',
      profil: 'TENEUR_ADMIN_PRINC',
    });
    const lignesRetrait = retraits.corps.lignes.filter((l) => l.cible?.idCopropriete === copro.idCopropriete);
    expect(lignesRetrait).toHaveLength(1);
    expect(lignesRetrait[0]).toMatchObject({
      acteur: TENEUR,
      libelleType: "Retrait d'un rattachement par le teneur",
      raison,
      cible: { nature: 'copropriete', idCopropriete: copro.idCopropriete },
    });
    expect(lignesRetrait[0].cible!.libelle).toMatch(new RegExp(`^Copropriété .+, mandat n° \\d+$`));

    // newest first: the withdrawal comes before the registration in an unfiltered search
    const tout = await chercher(j[TENEUR], periode);
    const rang = (id: string | undefined) => tout.corps.lignes.findIndex((l) => l.id === id);
    const horodatages = tout.corps.lignes.map((l) => l.horodatage);
    expect(horodatages).toEqual([...horodatages].sort().reverse());
    if (rang(ligne!.id) >= 0) expect(rang(lignesRetrait[0].id)).toBeLessThan(rang(ligne!.id));
  });
});

describe('plus de 99 résultats', () => {
  // a past day of Paris summer time (UTC+2): 15/06/2021 runs from 14/06 22:00 to 15/06 22:00 UTC
  const JOUR = '2021-06-15';
  beforeAll(async () => {
    const ligne = (horodatage: string, i: number, modalite: 'IHM' | 'WORKFLOW') => ({
      id: `journal-test-${i}`,
      horodatage,
      jour: horodatage.slice(0, 10),
      categorie: 'FIN_MANDAT',
      type: 'EXPIRATION_MANDAT',
      modalite,
      acteur: 'expiration-mandats',
      profil: 'DEFAULT',
      cible: String(900_000 + i),
      details: { idMandat: i },
    });
    const lignes = [
      ...Array.from({ length: 130 }, (_, i) =>
        ligne(new Date(Date.parse(`${JOUR}T08:00:00.000Z`) + i * 1000).toISOString(), i, i % 4 === 0 ? 'WORKFLOW' : 'IHM'),
      ),
      // Paris 15/06 at 01:00, in the UTC partition of the 14th: found
      ligne('2021-06-14T23:00:00.000Z', 500, 'WORKFLOW'),
      // Paris 16/06 at 00:30, in the UTC partition of the 15th: not in the period
      ligne('2021-06-15T22:30:00.000Z', 501, 'WORKFLOW'),
    ];
    await (await base()).entities.evenement.put(lignes).go();
  });

  it('les 100 plus récents et l’indicateur ; un filtre qui en garde moins de 100 : tous, sans l’indicateur', async () => {
    const periode = { dateDu: '15/06/2021', dateAu: '15/06/2021' };
    const tout = await chercher(j[TENEUR], periode);
    expect(tout.status).toBe(200);
    expect(tout.corps.plusDe99).toBe(true);
    expect(tout.corps.limite).toBe(100);
    expect(tout.corps.lignes).toHaveLength(100);
    expect(tout.corps.lignes[0]).toMatchObject({
      id: 'journal-test-129',
      libelleType: "Expiration d'un mandat (date de fin passée)",
      libelleProfil: 'Sans profil (visiteur ou traitement automatique)',
      cible: { nature: 'copropriete', libelle: 'Copropriété n° 900129, mandat n° 129', idCopropriete: 900_129 },
    });
    expect(tout.corps.lignes.at(-1)!.id).toBe('journal-test-30');

    const automatiques = await chercher(j[TENEUR], { ...periode, modalite: 'WORKFLOW' });
    expect(automatiques.corps.plusDe99).toBe(false);
    // 33 of the 130, and the one of the 14th (UTC); never the one of the 16th (Paris)
    expect(automatiques.corps.lignes).toHaveLength(34);
    expect(automatiques.corps.lignes.at(-1)!.id).toBe('journal-test-500');
    expect(automatiques.corps.lignes.map((l) => l.id)).not.toContain('journal-test-501');
    expect(automatiques.corps.lignes.every((l) => l.libelleModalite === 'Traitement automatique')).toBe(true);

    const autreProfil = await chercher(j[TENEUR], { ...periode, profil: 'TENEUR_ADMIN_PRINC' });
    expect(autreProfil.corps).toEqual({ lignes: [], plusDe99: false, limite: 100 });
  });
});
