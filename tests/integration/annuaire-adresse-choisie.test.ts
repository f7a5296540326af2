/**
 * [issue 27, point 9] A chosen address searches that address: its number in its street and postcode. Paris'
 * arrondissements share one commune key in the directory, so « 12 Rue X 75002 Paris » must not answer « 9 Rue X
 * 75018 Paris »; the condominiums of the same street and postcode, when none is at the number, come flagged
 * `adresseExacte: false` (the page says « voici les copropriétés les plus proches dans la même voie »).
 * The condominiums are this file's own (a street name of its own).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, jetonDe, utiliserEnvCloud } from '../support/api.ts';
import { adresseUnique, immatriculerCopropriete, parcelleUnique, unique } from '../support/coproprietes.ts';

const SYNDIC = 'demo.tele_pro_admin_princ';

interface Page {
  ligneRechercheCoproprieteDTOList: { idCopropriete: number; adressePrincipale: string | null }[];
  totalItems: number;
  nonGeolocalisee: boolean;
  adresseExacte: boolean;
}

/** An address of the street `Rue <jeton>` in Paris 2e or 18e. */
function aParis(jeton: string, numero: number, arrondissement: '02' | '18') {
  const insee = `751${arrondissement}`;
  const cp = `750${arrondissement}`;
  return {
    identification: {
      adressePrincipale: {
        ...adresseUnique(jeton, numero),
        libelle: `${numero} Rue ${jeton} ${cp} Paris`,
        codePostal: cp,
        codeInsee: insee,
        idBan: `${insee}_${jeton}_${String(numero).padStart(5, '0')}`,
      },
      parcelle: [{ ...parcelleUnique(), codePostal: cp, codeInsee: insee }],
    },
  };
}

/** The directory's search on an address chosen in the geocoder's answers (x, y, BAN key). */
async function choisir(jeton: string, numero: number, arrondissement: '02' | '18'): Promise<Page> {
  const a = aParis(jeton, numero, arrondissement).identification.adressePrincipale;
  const r = await appeler('POST', '/api/public/annuaire/rechercherAnnuaire', {
    json: {
      adresseNonStructuree: {
        numero: a.numero,
        voie: a.voie,
        codePostal: a.codePostal,
        commune: 'Paris',
        codeInsee: a.codeInsee,
        x: a.x,
        y: a.y,
        idBan: a.idBan,
      },
    },
  });
  expect(r.status, JSON.stringify(r.corps)).toBe(200);
  return r.corps as Page;
}

/** Polls until `ok` holds (the directory's projector is asynchronous). */
async function attendre(lire: () => Promise<Page>, ok: (p: Page) => boolean, ms = 30_000): Promise<Page> {
  const fin = Date.now() + ms;
  for (;;) {
    const p = await lire();
    if (ok(p) || Date.now() > fin) return p;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const ids = (p: Page) => p.ligneRechercheCoproprieteDTOList.map((l) => l.idCopropriete).sort((a, b) => a - b);

let rue: string;
let au9Paris18: number;
let au12Paris2: number;
let au40Paris2: number; // far enough from 12 not to be a probable duplicate

beforeAll(async () => {
  utiliserEnvCloud();
  const jeton = await jetonDe(SYNDIC);
  rue = unique();
  au9Paris18 = (await immatriculerCopropriete(jeton, aParis(rue, 9, '18'))).idCopropriete;
  // the 18e's row is projected before the 2e's exist: the first search below sees the whole street
  await attendre(
    () => choisir(rue, 9, '18'),
    (p) => p.totalItems === 1,
  );
}, 120_000);

describe("annuaire : l'adresse choisie est celle qui est cherchée", () => {
  it("« 12 Rue X 75002 Paris » ne répond pas « 9 Rue X 75018 Paris » : rien à cette adresse, rien d'un autre arrondissement", async () => {
    const p = await choisir(rue, 12, '02');
    expect(p).toMatchObject({ totalItems: 0, nonGeolocalisee: false, adresseExacte: true });
    const au9 = await choisir(rue, 9, '18');
    expect(au9).toMatchObject({ totalItems: 1, adresseExacte: true });
    expect(ids(au9)).toEqual([au9Paris18]);
  });

  it('au numéro choisi, seulement ce numéro ; sinon les copropriétés de la même voie et du même code postal, signalées', async () => {
    const jeton = await jetonDe(SYNDIC);
    au12Paris2 = (await immatriculerCopropriete(jeton, aParis(rue, 12, '02'))).idCopropriete;
    au40Paris2 = (await immatriculerCopropriete(jeton, aParis(rue, 40, '02'))).idCopropriete;

    const au12 = await attendre(
      () => choisir(rue, 12, '02'),
      (p) => p.totalItems === 1,
    );
    expect(au12).toMatchObject({ totalItems: 1, nonGeolocalisee: false, adresseExacte: true });
    expect(ids(au12)).toEqual([au12Paris2]);
    expect(au12.ligneRechercheCoproprieteDTOList[0].adressePrincipale).toContain('75002');

    // nothing at number 14: the street's condominiums in 75002, said to be nearby, never the 18e's
    const au14 = await attendre(
      () => choisir(rue, 14, '02'),
      (p) => p.totalItems === 2,
    );
    expect(au14).toMatchObject({ totalItems: 2, nonGeolocalisee: false, adresseExacte: false });
    expect(ids(au14)).toEqual([au12Paris2, au40Paris2].sort((a, b) => a - b));
  });
});
