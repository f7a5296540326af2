import { describe, expect, it } from 'vitest';
import { cleDn, dnCanonique, enCoursDeValidite, lireDn, numEtudeDe, portSiren, profilNotaireDe } from './certificat.ts';
import { selonCharte } from './charte.ts';
import { VERSION_CHARTE } from '@registre/shared/schemas/institutionnels';

describe('noms distinctifs des certificats', () => {
  it('reconnaît le même sujet écrit par node:crypto, en RFC 2253 ou à l’ancienne', () => {
    const node = 'C=FR\nO=Étude Martin\\, notaires\nOU=75123\ntitle=Notaire\nCN=Jeanne Martin\nemailAddress=jeanne@etude.fr';
    const rfc = 'E=Jeanne@Etude.fr, CN=Jeanne  Martin, T=Notaire, OU=75123, O=Étude Martin\\, notaires, C=FR';
    const ancienne = '/C=FR/O=Étude Martin\\, notaires/OU=75123/title=Notaire/CN=Jeanne Martin/emailAddress=jeanne@etude.fr';
    expect(lireDn(node)).toContainEqual(['O', 'Étude Martin, notaires']);
    expect(dnCanonique(lireDn(rfc))).toBe(dnCanonique(lireDn(node)));
    expect(cleDn(lireDn(ancienne))).toBe(cleDn(lireDn(node)));
    expect(cleDn(lireDn('CN=Jeanne Martin, C=FR'))).not.toBe(cleDn(lireDn(node)));
  });

  it('lit le numéro d’étude et le profil notarial du sujet', () => {
    const notaire = { attributs: lireDn('CN=A, TITLE=Notaire associé, OU=CRPCEN 75123, C=FR') };
    const collab = { attributs: lireDn('CN=B, TITLE=Collaboratrice, OU=75123, C=FR') };
    expect(numEtudeDe(notaire)).toBe('75123');
    expect(profilNotaireDe(notaire)).toBe('NOTAIRE_NOTAIRE');
    expect(profilNotaireDe(collab)).toBe('NOTAIRE_COLLAB');
    expect(profilNotaireDe({ attributs: lireDn('CN=C, TITLE=Notaire, C=FR') })).toBeNull();
  });

  it('cherche le SIREN dans le sujet, seul ou en tête d’un SIRET', () => {
    expect(portSiren({ attributs: lireDn('CN=X, organizationIdentifier=NTRFR-812345678') }, '812345678')).toBe(true);
    expect(portSiren({ attributs: lireDn('CN=X, serialNumber=81234567800013') }, '812345678')).toBe(true);
    expect(portSiren({ attributs: lireDn('CN=X, serialNumber=9812345678') }, '812345678')).toBe(false);
    expect(portSiren({ attributs: lireDn('CN=X, O=Cabinet') }, '812345678')).toBe(false);
  });

  it('vérifie la période de validité', () => {
    const maintenant = new Date('2026-06-01T00:00:00Z');
    expect(enCoursDeValidite({ valideDu: '2026-01-01T00:00:00Z', valideJusquau: '2027-01-01T00:00:00Z' }, maintenant)).toBe(true);
    expect(enCoursDeValidite({ valideDu: '2025-01-01T00:00:00Z', valideJusquau: '2026-01-01T00:00:00Z' }, maintenant)).toBe(
      false,
    );
    expect(enCoursDeValidite({ valideDu: '', valideJusquau: '' }, maintenant)).toBe(false);
  });
});

describe('charte de confidentialité', () => {
  const institutionnel = ['CATEGORISATION', 'CHART_CONFIDENTIALITE', 'DONNEES_BRUTES'] as const;
  it('retient la catégorisation et les données brutes tant que la charte en vigueur n’est pas acceptée', () => {
    expect(selonCharte({}, [...institutionnel])).toEqual({ autorites: ['CHART_CONFIDENTIALITE'], charteNonAcceptee: true });
    expect(selonCharte({ charteVersion: '2000-01' }, [...institutionnel]).charteNonAcceptee).toBe(true);
    expect(selonCharte({ charteVersion: VERSION_CHARTE }, [...institutionnel])).toEqual({
      autorites: [...institutionnel],
      charteNonAcceptee: false,
    });
  });
  it('ne concerne pas les teneurs, qui téléchargent les données brutes sans charte', () => {
    expect(selonCharte({}, ['DONNEES_BRUTES', 'LST_TELEDECLARANT'])).toEqual({
      autorites: ['DONNEES_BRUTES', 'LST_TELEDECLARANT'],
      charteNonAcceptee: false,
    });
  });
});
