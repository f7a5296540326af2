/**
 * Client certificates (spec 001 §3 "Certificate", §5): notaries authenticate by certificate, as the real register
 * does. API Gateway's mutual TLS (and the local gateway's HTTPS port) verifies the chain against its truststore
 * and hands the certificate to the Lambda in `requestContext.authentication.clientCert` (`clientCertPem`,
 * `subjectDN`, `issuerDN`, `serialNumber`, `validity`). Here: reading it, parsing a `.pem` with node:crypto's
 * X509Certificate, the canonical form of a DN (the key of the account lookup), and what a notary's certificate
 * says (office number, notary or collaborator).
 *
 * Subject conventions (ours; the spec is silent): the notary's office number (CRPCEN, 5 digits, the spec's
 * numEtude) is an OU of the subject; the subject's `title` says "Notaire" or "Collaborateur"; a professional
 * syndic's subject carries the company SIREN in any attribute (organizationIdentifier, serialNumber, O, OU…).
 * Nothing of a certificate is ever logged.
 */
import { X509Certificate, createHash } from 'node:crypto';
import type { Profil } from '@registre/shared/domain/profils';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { db } from '../adapters/dynamodb/service.ts';

export interface CertificatClient {
  /** subject DN for display, most specific first: "CN=…, OU=…, O=…, C=FR" */
  sujet: string;
  emetteur: string;
  numeroSerie: string;
  /** ISO dates */
  valideDu: string;
  valideJusquau: string;
  /** SHA-256 fingerprint, hex upper case without separators; null when the gateway gave no PEM */
  empreinte: string | null;
  /** subject attributes as [TYPE, value], canonical type names */
  attributs: [string, string][];
}

/** The part of an API Gateway v2 event mutual TLS fills. */
export interface ClientCertApiGateway {
  clientCertPem?: string;
  subjectDN?: string;
  issuerDN?: string;
  serialNumber?: string;
  validity?: { notBefore?: string; notAfter?: string };
}

const ALIAS: Record<string, string> = {
  E: 'EMAILADDRESS',
  EMAIL: 'EMAILADDRESS',
  T: 'TITLE',
  S: 'ST',
  STREET: 'STREET',
  '2.5.4.97': 'ORGANIZATIONIDENTIFIER',
  '2.5.4.5': 'SERIALNUMBER',
  '2.5.4.12': 'TITLE',
  '1.2.840.113549.1.9.1': 'EMAILADDRESS',
};

/** Splits a DN written "A=b, C=d" (RFC 2253/4514) or "A=b\nC=d" (node:crypto) into attributes, unescaping values. */
export function lireDn(dn: string): [string, string][] {
  // the legacy OpenSSL writing "/C=FR/O=…" separates with slashes
  const barres = dn.trimStart().startsWith('/');
  const morceaux: string[] = [];
  let courant = '';
  let guillemets = false;
  for (let i = 0; i < dn.length; i++) {
    const c = dn[i];
    if (c === '\\' && i + 1 < dn.length) {
      courant += c + dn[++i];
    } else if (c === '"') {
      guillemets = !guillemets;
      courant += c;
    } else if (!guillemets && (c === ',' || c === '\n' || c === '+' || (barres && c === '/'))) {
      if (courant.trim()) morceaux.push(courant);
      courant = '';
    } else courant += c;
  }
  if (courant.trim()) morceaux.push(courant);
  return morceaux
    .map((m) => {
      const egal = m.indexOf('=');
      if (egal < 0) return null;
      const type = m.slice(0, egal).trim().toUpperCase();
      let valeur = m.slice(egal + 1).trim();
      if (valeur.startsWith('"') && valeur.endsWith('"')) valeur = valeur.slice(1, -1);
      valeur = valeur
        .replace(/\\([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
        .replace(/\\(.)/g, '$1');
      return [ALIAS[type] ?? type, valeur.replace(/\s+/g, ' ').trim()] as [string, string];
    })
    .filter((a): a is [string, string] => a !== null && a[1] !== '');
}

/**
 * The canonical form of a DN: attributes sorted, types upper case, values lower case with spaces collapsed.
 * Two writings of the same subject (RFC 2253 order, node:crypto's order, other spacing or case) give the same
 * form; its SHA-256 is the key of the account lookup.
 */
export const dnCanonique = (attributs: readonly [string, string][]) =>
  attributs
    .map(([t, v]) => `${t}=${v.toLowerCase()}`)
    .sort()
    .join(',');
export const cleDn = (attributs: readonly [string, string][]) =>
  createHash('sha256').update(dnCanonique(attributs)).digest('hex');

const affichage = (dnNode: string) =>
  lireDn(dnNode)
    .reverse()
    .map(([t, v]) => `${t === 'EMAILADDRESS' ? 'emailAddress' : t}=${v.replace(/([,+"\\;<>=])/g, '\\$1')}`)
    .join(', ');
const iso = (date: string | undefined) => {
  const d = date ? new Date(date) : new Date(NaN);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
};

/** Parses a `.pem` holding one public certificate. Throws CERTIFICAT_INVALIDE when it is not one. */
export function analyserPem(pem: string): CertificatClient & { empreinte: string } {
  if (/PRIVATE KEY/.test(pem)) throw new ErreurMetier('CERTIFICAT_INVALIDE');
  let x: X509Certificate;
  try {
    x = new X509Certificate(pem);
  } catch {
    throw new ErreurMetier('CERTIFICAT_INVALIDE');
  }
  return {
    sujet: affichage(x.subject),
    emetteur: affichage(x.issuer),
    numeroSerie: x.serialNumber.toUpperCase(),
    valideDu: iso(x.validFrom),
    valideJusquau: iso(x.validTo),
    empreinte: x.fingerprint256.replace(/:/g, '').toUpperCase(),
    attributs: lireDn(x.subject),
  };
}

/**
 * The certificate the gateway verified, or null. The PEM is preferred (same parsing as at registration); the DN
 * strings are the fallback.
 */
export function certificatDe(event: unknown): CertificatClient | null {
  const c = (event as { requestContext?: { authentication?: { clientCert?: ClientCertApiGateway } } }).requestContext
    ?.authentication?.clientCert;
  if (!c) return null;
  if (c.clientCertPem) {
    try {
      return analyserPem(c.clientCertPem);
    } catch {
      // fall back on the DN strings
    }
  }
  if (!c.subjectDN) return null;
  const attributs = lireDn(c.subjectDN);
  return {
    sujet: c.subjectDN,
    emetteur: c.issuerDN ?? '',
    numeroSerie: (c.serialNumber ?? '').replace(/:/g, '').toUpperCase(),
    valideDu: iso(c.validity?.notBefore),
    valideJusquau: iso(c.validity?.notAfter),
    empreinte: null,
    attributs,
  };
}

export const enCoursDeValidite = (c: Pick<CertificatClient, 'valideDu' | 'valideJusquau'>, maintenant = new Date()) =>
  !!c.valideDu && !!c.valideJusquau && new Date(c.valideDu) <= maintenant && maintenant <= new Date(c.valideJusquau);

const valeurs = (c: Pick<CertificatClient, 'attributs'>, type: string) =>
  c.attributs.filter(([t]) => t === type).map(([, v]) => v);

/** The notary office number (CRPCEN) the certificate was issued for: a 5-digit OU, or "CRPCEN 12345". */
export function numEtudeDe(c: Pick<CertificatClient, 'attributs'>): string | null {
  for (const v of valeurs(c, 'OU')) {
    const m = /^(?:CRPCEN\s*[:-]?\s*)?(\d{5})$/i.exec(v);
    if (m) return m[1];
  }
  return null;
}

/** Notary or collaborator, from the subject's title; null when the certificate is not a notary's. */
export function profilNotaireDe(
  c: Pick<CertificatClient, 'attributs'>,
): Extract<Profil, 'NOTAIRE_NOTAIRE' | 'NOTAIRE_COLLAB'> | null {
  if (!numEtudeDe(c)) return null;
  const titre = valeurs(c, 'TITLE').join(' ').toLowerCase();
  if (/collab/.test(titre)) return 'NOTAIRE_COLLAB';
  if (/notaire/.test(titre)) return 'NOTAIRE_NOTAIRE';
  return null;
}

/** Professional syndics (spec 001 §5): the subject carries the company SIREN (a SIRET starting with it will do). */
export const portSiren = (c: Pick<CertificatClient, 'attributs'>, siren: string) =>
  c.attributs.some(([, v]) => new RegExp(`(^|\\D)${siren}(\\d{5})?(\\D|$)`).test(v));

export const nomDe = (c: Pick<CertificatClient, 'attributs'>) => valeurs(c, 'CN')[0] ?? null;
export const emailDe = (c: Pick<CertificatClient, 'attributs'>) => valeurs(c, 'EMAILADDRESS')[0]?.toLowerCase() ?? null;

/** Spec 001 §8: a 401 telling the SPA to show the certificate information (`reload_identity: 1`). */
export const certificatNonUtilisable = () =>
  new ErreurMetier('CERTIFICAT_INCONNU', undefined, undefined, { reload_identity: '1' });
/** Spec 001 §8: a 401 telling the SPA that notary authentication is required (`ntr: 1`). */
export const authentificationNotaireRequise = () => new ErreurMetier('CERTIFICAT_REQUIS', undefined, undefined, { ntr: '1' });

/**
 * The login of the account registered for this certificate, or null. The subject DN finds the account; the
 * issuer must be the one registered with it (a homonym issued by another trusted authority opens nothing), and
 * the certificate must be in its validity period.
 */
export async function loginDuCertificat(c: CertificatClient, maintenant = new Date()): Promise<string | null> {
  if (!enCoursDeValidite(c, maintenant)) return null;
  const { data } = await db()
    .entities.certificat.get({ cleDn: cleDn(c.attributs) })
    .go();
  if (!data) return null;
  if (dnCanonique(lireDn(data.emetteur)) !== dnCanonique(lireDn(c.emetteur))) return null;
  const { data: u } = await db().entities.utilisateur.get({ login: data.login }).go();
  if (!u || u.statut !== 'ACTIF' || u.profil === 'RESTREINT') return null;
  return data.login;
}

/**
 * For the auth context: the login of a verified client certificate, or a 401 `reload_identity` when the
 * certificate is presented but not (yet) usable — unknown, expired, or issued by another authority.
 */
export async function loginParCertificat(c: CertificatClient): Promise<string> {
  const login = await loginDuCertificat(c);
  if (!login) throw certificatNonUtilisable();
  return login;
}
