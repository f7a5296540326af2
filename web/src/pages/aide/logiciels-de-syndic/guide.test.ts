import { describe, expect, it } from 'vitest';
import { ERREURS, type CodeErreur } from '@registre/shared/errors/catalogue';
import { typeProbleme } from '@registre/shared/domain/logiciels/probleme';
import {
  listeCoproprietesQuerySchema,
  lotMajAnnuellesSchema,
  renouvellementLogicielSchema,
} from '@registre/shared/schemas/logiciels/api';
import { ROUTES_LOGICIELS } from '@registre/shared/routes/logiciels.routes';
import {
  CODES_PRINCIPAUX,
  EXEMPLE_LOT,
  PAGINATION,
  URL_JETON_INCONNUE,
  ancreErreur,
  autresLignes,
  codeDeLAncre,
  commandeJeton,
  commandeListe,
  lignesPrincipales,
  urlJetonDuDocument,
} from './guide.ts';
import { EXEMPLE_RENOUVELLEMENT, POINTS } from './points.ts';

const ORIGINE = 'https://www.registre-coproprietes.gouv.fr';
const document = (tokenUrl: unknown) => ({
  components: { securitySchemes: { oauth2: { flows: { clientCredentials: { tokenUrl } } } } },
});

describe("le guide des logiciels : l'adresse du serveur d'autorisation", () => {
  it("lit tokenUrl du document OpenAPI et la rend absolue contre l'origine du site", () => {
    expect(urlJetonDuDocument(document('https://auth.example.fr/oauth2/token'), ORIGINE)).toBe(
      'https://auth.example.fr/oauth2/token',
    );
    expect(urlJetonDuDocument(document('/oauth2/token'), ORIGINE)).toBe(`${ORIGINE}/oauth2/token`);
  });

  it('rend null quand le document ne la donne pas', () => {
    for (const d of [null, 'texte', {}, { components: {} }, document(''), document(42)]) {
      expect(urlJetonDuDocument(d, ORIGINE)).toBeNull();
    }
  });

  it("met l'adresse dans la commande du jeton, ou un emplacement à remplacer", () => {
    expect(commandeJeton('https://auth.example.fr/oauth2/token')).toContain('  https://auth.example.fr/oauth2/token');
    expect(commandeJeton(null)).toContain(URL_JETON_INCONNUE);
    expect(commandeJeton(null)).toContain("-d 'scope=logiciels/lecture logiciels/mise-a-jour'");
    expect(commandeListe(ORIGINE)).toContain(`${ORIGINE}/api/logiciels/v1/coproprietes?echeance=maj-annuelle`);
  });
});

describe('le guide des logiciels : les chiffres annoncés sont ceux des schémas', () => {
  it('pagination et jours de la liste', () => {
    const q = (v: Record<string, unknown>) => listeCoproprietesQuerySchema.safeParse(v);
    const defaut = q({});
    expect(defaut.success && defaut.data.limite).toBe(PAGINATION.limiteParDefaut);
    expect(defaut.success && defaut.data.jours).toBe(PAGINATION.joursParDefaut);
    expect(q({ limite: PAGINATION.limiteMax }).success).toBe(true);
    expect(q({ limite: PAGINATION.limiteMax + 1 }).success).toBe(false);
    expect(q({ jours: PAGINATION.joursMax }).success).toBe(true);
    expect(q({ jours: PAGINATION.joursMax + 1 }).success).toBe(false);
    for (const echeance of ['maj-annuelle', 'fin-mandat']) expect(q({ echeance }).success).toBe(true);
  });

  it("l'exemple de lot est un lot valide", () => {
    expect(lotMajAnnuellesSchema.safeParse(JSON.parse(EXEMPLE_LOT)).success).toBe(true);
  });

  it("l'exemple de renouvellement est un corps valide", () => {
    expect(renouvellementLogicielSchema.safeParse(JSON.parse(EXEMPLE_RENOUVELLEMENT)).success).toBe(true);
  });
});

describe('le guide des logiciels : les points d’accès', () => {
  it('chaque route du service est listée une fois, avec sa portée', () => {
    const routes = ROUTES_LOGICIELS.filter((r) => r.logiciel).map((r) => `${r.method} ${r.path} ${r.logiciel}`);
    expect(POINTS.map((p) => `${p.methode} ${p.chemin} ${p.portee}`).sort()).toEqual(routes.sort());
  });
});

describe("le guide des logiciels : le catalogue d'erreurs", () => {
  it('chaque code du registre a sa ligne, une seule fois, avec l’ancre du type de ses problèmes', () => {
    const lignes = [...lignesPrincipales(), ...autresLignes()];
    expect(lignes.map((l) => l.code).sort()).toEqual(Object.keys(ERREURS).sort());
    for (const l of lignes) {
      expect(typeProbleme(l.code)).toBe(`/aide/logiciels-de-syndic#${l.ancre}`);
      expect(l.status).toBe(ERREURS[l.code].status);
    }
    expect(new Set(lignes.map((l) => l.ancre)).size).toBe(lignes.length);
  });

  it("retrouve le code d'une ancre", () => {
    expect(codeDeLAncre(`#${ancreErreur('TROP_DE_REQUETES')}`)).toBe('TROP_DE_REQUETES');
    expect(codeDeLAncre('#erreur-inconnue')).toBeNull();
    expect(codeDeLAncre('')).toBeNull();
  });

  it('les codes principaux couvrent chaque statut du tableau', () => {
    const statuts = new Set<number>(CODES_PRINCIPAUX.map((c: CodeErreur) => ERREURS[c].status));
    for (const s of [400, 401, 403, 404, 409, 422, 429, 500]) expect(statuts.has(s)).toBe(true);
  });
});
