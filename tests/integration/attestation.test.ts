/**
 * The registration certificate (issue 11): once a registration is accepted — at once at submission, or by a
 * keeper's validation — the account that submitted it receives « votre copropriété est immatriculée » with the
 * link to the record, and the holder's users and the keepers download the certificate (PDF: number, name,
 * address, registration date). Another syndic gets 404, as for an unknown id; a condominium not registered, 409.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { cloud, jetonDe, loginDe, utiliserEnvCloud } from '../support/api.ts';
import { courrielPour } from '../support/comptes.ts';
import { creerDemandeAvecDoublon, immatriculerCopropriete } from '../support/coproprietes.ts';
import { texteDuPdf } from '../support/pdf.ts';

const SYNDIC = 'TELE_PRO_ADMIN_PRINC';
const COLLEGUE = 'TELE_PRO_GESTION'; // same declarant as SYNDIC
const AUTRE_SYNDIC = 'TELE_NONPRO_ADMIN_PRINC';
const TENEUR = 'TENEUR_ADMIN_PRINC';

const j: Record<string, string> = {};
let emailSyndic = '';
let copro: Awaited<ReturnType<typeof immatriculerCopropriete>>;

async function base() {
  utiliserEnvCloud();
  return (await import('@registre/functions/adapters/dynamodb/service')).db();
}

/** GET attestation/{id}: status, headers and raw bytes (never parsed as JSON). */
async function telecharger(qui: string, id: number | string) {
  const r = await fetch(`${cloud().url}/api/coproprietes/attestation/${id}`, {
    headers: { authorization: `Bearer ${j[qui]}` },
  });
  const octets = Buffer.from(await r.arrayBuffer());
  return { status: r.status, entetes: r.headers, octets };
}

beforeAll(async () => {
  for (const p of [SYNDIC, COLLEGUE, AUTRE_SYNDIC, TENEUR]) j[p] = await jetonDe(loginDe(p));
  const db = await base();
  emailSyndic = (await db.entities.utilisateur.get({ login: loginDe(SYNDIC) }).go()).data!.email;
  copro = await immatriculerCopropriete(j[SYNDIC]);
});

describe("attestation d'immatriculation", () => {
  it('une immatriculation directe envoie « votre copropriété est immatriculée » au déclarant, avec le lien vers la fiche', async () => {
    const numero = formaterImmatriculation(copro.immatriculation!);
    const mail = await courrielPour(emailSyndic, new RegExp(`votre copropriété est immatriculée \\(${numero}\\)`));
    expect(mail.texte).toContain(copro.declaration.immatCopropriete.identification.nomCopropriete);
    expect(mail.texte).toContain(copro.immatriculation!);
    expect(mail.texte).toContain(`/copropriete/fiche/${copro.idCopropriete}`);
    expect(mail.texte).toMatch(/attestation d'immatriculation/);
  });

  it('le titulaire et ses collègues téléchargent le PDF : numéro, nom, adresse, date', async () => {
    for (const qui of [SYNDIC, COLLEGUE]) {
      const r = await telecharger(qui, copro.idCopropriete);
      expect(r.status, qui).toBe(200);
      expect(r.entetes.get('content-type')).toBe('application/pdf');
      expect(r.entetes.get('content-disposition')).toBe(
        `attachment; filename="attestation-immatriculation-${copro.immatriculation}.pdf"`,
      );
      // [issue 15] a personal file: never cached, never sniffed, and a document that loads nothing
      expect(r.entetes.get('cache-control')).toBe('no-store');
      expect(r.entetes.get('x-content-type-options')).toBe('nosniff');
      expect(r.entetes.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(r.octets.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const texte = texteDuPdf(r.octets);
      expect(texte).toContain(formaterImmatriculation(copro.immatriculation!));
      expect(texte).toContain(copro.declaration.immatCopropriete.identification.nomCopropriete);
      expect(texte).toContain("ATTESTATION D'IMMATRICULATION");
      expect(texte).toMatch(/L711-1/);
      const jour = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date());
      expect(texte).toContain(jour); // registered and delivered today
    }
  });

  it('un teneur la télécharge ; un autre syndic, ou un identifiant inconnu : 404', async () => {
    expect((await telecharger(TENEUR, copro.idCopropriete)).status).toBe(200);
    const autre = await telecharger(AUTRE_SYNDIC, copro.idCopropriete);
    expect(autre.status).toBe(404);
    const inconnu = await telecharger(SYNDIC, 987654321098);
    expect(inconnu.status).toBe(404);
    // the same answer: an id reveals nothing
    expect(JSON.parse(autre.octets.toString('utf8')).message).toBe(JSON.parse(inconnu.octets.toString('utf8')).message);
  });

  it("une copropriété en attente de validation n'a pas d'attestation (409) ; validée par le teneur, son déclarant est prévenu", async () => {
    const d = await creerDemandeAvecDoublon(j[SYNDIC]);
    const attente = await telecharger(SYNDIC, d.idCopropriete);
    expect(attente.status).toBe(409);
    expect(JSON.parse(attente.octets.toString('utf8')).message).toMatch(/n'est pas immatriculée/);

    const ouvert = await fetch(`${cloud().url}/api/declarations/update-etat-encours/${d.idDemande}`, {
      headers: { authorization: `Bearer ${j[TENEUR]}` },
    });
    expect(ouvert.status).toBe(200);
    const { version } = ((await ouvert.json()) as { demande: { version: number } }).demande;
    const valide = await fetch(`${cloud().url}/api/declarations/valider/${d.idDemande}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${j[TENEUR]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version, doublonsVerifies: true }),
    });
    expect(valide.status).toBe(200);
    const { immatriculation } = (await valide.json()) as { immatriculation: string };

    const mail = await courrielPour(
      emailSyndic,
      new RegExp(`est validée, votre copropriété est immatriculée \\(${formaterImmatriculation(immatriculation)}\\)`),
    );
    expect(mail.texte).toContain(`/copropriete/fiche/${d.idCopropriete}`);
    const r = await telecharger(SYNDIC, d.idCopropriete);
    expect(r.status).toBe(200);
    expect(texteDuPdf(r.octets)).toContain(formaterImmatriculation(immatriculation));
  });
});
