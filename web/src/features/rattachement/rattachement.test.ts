import { describe, expect, it } from 'vitest';
import { ERREURS } from '@registre/shared/errors/catalogue';
import type { Route } from '@registre/shared/routes/route';
import { ErreurApi, formulaireMultipart } from '../../api/client.ts';
import {
  champsDemande,
  controlerNumero,
  corpsRattachementJustifie,
  formulaireRattachementSchema,
  libelleStatutRattachement,
  statutRattachement,
} from './rattachement.ts';

describe('statut du rattachement', () => {
  it('traduit le statut du mandat en libellé de rattachement', () => {
    const j = '2026-06-01';
    expect(libelleStatutRattachement(statutRattachement({ statut: 'A_VALIDER', dateDebut: j }, j))).toBe('Demande effectuée');
    expect(statutRattachement({ statut: 'VALIDATION_EN_COURS', dateDebut: j }, j)).toBe('EN_COURS_EXAMEN');
    expect(statutRattachement({ statut: 'COURANT', dateDebut: j }, j)).toBe('EN_COURS');
    expect(statutRattachement({ statut: 'COURANT', dateDebut: '2026-06-02' }, j)).toBe('MANDAT_NON_COMMENCE');
    expect(statutRattachement({ statut: 'REFUSE', dateDebut: j }, j)).toBe('REFUSE');
    expect(statutRattachement({ statut: 'EXPIRE', dateDebut: j }, j)).toBe('EXPIRE');
  });
});

describe('contrôles du numéro', () => {
  const appelsDe = (echec?: { id: string; code: 'ALREADY_ATTACHED' | 'IMMAT_STATUS_INCORRECT' | 'IMMAT_NOT_EXISTANT' }) => {
    const appels: string[] = [];
    const appel = (async (route: Route) => {
      appels.push(route.id);
      if (echec?.id === route.id) {
        const { status, message } = ERREURS[echec.code];
        throw new ErreurApi({ status, message, code: echec.code, id: 'x' }, route.id);
      }
      return route.id === 'mandats.mandatMemeSiren' ? null : { response: true };
    }) as unknown as Parameters<typeof controlerNumero>[1];
    return { appels, appel };
  };

  it("les enchaîne dans l'ordre et normalise le numéro", async () => {
    const { appels, appel } = appelsDe();
    expect(await controlerNumero('aa1-234-567', appel)).toEqual({
      ok: true,
      immatriculation: 'AA1234567',
      mandatMemeSiren: null,
    });
    expect(appels).toEqual(['mandats.existe', 'mandats.rattachementOk', 'mandats.etatOk', 'mandats.mandatMemeSiren']);
  });

  it("s'arrête au premier échec avec son message", async () => {
    const { appels, appel } = appelsDe({ id: 'mandats.rattachementOk', code: 'ALREADY_ATTACHED' });
    expect(await controlerNumero('AA1234567', appel)).toEqual({ ok: false, message: ERREURS.ALREADY_ATTACHED.message });
    expect(appels).toEqual(['mandats.existe', 'mandats.rattachementOk']);
  });

  it('refuse un format incorrect sans appeler le serveur', async () => {
    const { appels, appel } = appelsDe();
    expect((await controlerNumero('AA12-34567', appel)).ok).toBe(false);
    expect(appels).toEqual([]);
  });
});

describe('formulaire de rattachement', () => {
  const schema = formulaireRattachementSchema({ aujourdhui: '2026-06-01', finMandatPrecedent: null });
  const valide = {
    adminProvisoire: 'false',
    dateDebutMandat: '01/05/2026',
    dateFinMandat: '30/04/2027',
    typeJustifMandat: 'CONTRAT_SYNDIC',
    pasJustif: true,
    declarationHonneur: true,
  } as const;

  it('applique les règles du mandat et la déclaration sur honneur', () => {
    expect(schema.safeParse(valide).success).toBe(true);
    const r = schema.safeParse({ ...valide, typeJustifMandat: 'ORDO_NOMINATION', declarationHonneur: false });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['declarationHonneur', 'typeJustifMandat']);
  });

  it('envoie les confirmations en UN champ JSON avec idDocument', () => {
    const f = formulaireMultipart(
      corpsRattachementJustifie(champsDemande('AA1234567', valide, ['MANDAT_DUREE_DIFFERENTE_12_MOIS']), 'doc'),
    );
    expect(f.getAll('confirmations')).toEqual(['["MANDAT_DUREE_DIFFERENTE_12_MOIS"]']);
    expect(f.get('idDocument')).toBe('doc');
    expect(f.get('declarationHonneur')).toBe('true');
  });
});
