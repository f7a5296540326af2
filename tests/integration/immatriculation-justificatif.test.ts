/**
 * [issue 27, point 8] The mandate's supporting document joined at step 1 of the registration (spec 000 §3
 * `infoRattachement.idDocument`): the registration attaches the condominium at once, and its mandate carries the
 * file the syndic deposited (the keeper no longer sees « Sans justificatif »); a document filed by another account
 * is refused on the field; without a document the mandate has none, as the step says.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, jetonDe, loginDe, utiliserEnvCloud } from '../support/api.ts';
import { enregistrerBrouillonComplet, immatriculerCopropriete, soumettre } from '../support/coproprietes.ts';
import { documentVerifie } from '../support/documents.ts';

const SYNDIC = 'demo.tele_pro_admin_princ';
const TENEUR = 'demo.teneur_admin_princ';

const mandatCourant = async (idCopropriete: number) => {
  const r = await appeler('GET', `/api/mandats/courant/${idCopropriete}`, { jeton: await jetonDe(TENEUR) });
  expect(r.status, JSON.stringify(r.corps)).toBe(200);
  return r.corps as { nomFichier: string | null; typeJustif: string | null; dateTeleversement: string | null };
};

beforeAll(() => utiliserEnvCloud());

describe("justificatif du mandat à l'immatriculation", () => {
  it('le PDF déposé à l’étape 1 est celui du mandat créé par l’immatriculation (nom tel que déposé)', async () => {
    const jeton = await jetonDe(SYNDIC);
    const idDocument = await documentVerifie(jeton, 'contrat-de-syndic.pdf');
    const c = await immatriculerCopropriete(jeton, {
      // the name sent does not matter: the one filed is kept
      infoRattachement: { idDocument, nomFichierJustifMandat: 'autre-nom.pdf', dateTeleversement: '' },
    });
    const m = await mandatCourant(c.idCopropriete);
    expect(m.nomFichier).toBe('contrat-de-syndic.pdf');
  });

  it("un document déposé par un autre compte est refusé sur le champ, rien n'est immatriculé", async () => {
    const autre = await jetonDe(loginDe('TELE_PRO_GESTION'));
    const idDocument = await documentVerifie(autre, 'piece-d-un-autre.pdf');
    const jeton = await jetonDe(SYNDIC);
    const b = await enregistrerBrouillonComplet(jeton, 'DEFAULT', { infoRattachement: { idDocument } });
    const r = await soumettre(jeton, b.id, b.version);
    expect(r.status, JSON.stringify(r.corps)).toBe(400);
    expect(JSON.stringify(r.corps)).toContain('Le justificatif du mandat est introuvable');
  });

  it('sans document, le mandat est « sans justificatif » (ce que dit l’étape 1)', async () => {
    const c = await immatriculerCopropriete(await jetonDe(SYNDIC));
    expect((await mandatCourant(c.idCopropriete)).nomFichier).toBeNull();
  });
});
