/**
 * A small certificate authority for the local cloud and the tests (with the `openssl` command line, present on
 * the machines of the project): the CA that the local gateway's mutual-TLS port trusts, its server certificate,
 * and client certificates for notaries and syndics. Keys are EC P-256. Nothing here is for production: in AWS the
 * truststore of the API's mutual-TLS domain holds the real authorities' certificates.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Paire {
  /** PEM of the certificate */
  cert: string;
  /** PEM of the private key (PKCS#8) */
  cle: string;
}

/** Subject attributes in order, most general first: [['C', 'FR'], ['O', '…'], ['CN', '…']]. */
export type Sujet = readonly (readonly [string, string])[];

const echapper = (v: string) => v.replace(/([/+=\\])/g, '\\$1');
const subj = (s: Sujet) => s.map(([t, v]) => `/${t}=${echapper(v)}`).join('');

function dansDossier<T>(f: (d: string) => T): T {
  const d = mkdtempSync(join(tmpdir(), 'registre-pki-'));
  try {
    return f(d);
  } finally {
    rmSync(d, { recursive: true, force: true });
  }
}

const openssl = (args: string[], d: string) => execFileSync('openssl', args, { cwd: d, stdio: ['ignore', 'pipe', 'pipe'] });

/** A self-signed certificate authority. */
export function creerAutorite(nom: string, jours = 3650): Paire {
  return dansDossier((d) => {
    openssl(
      [
        'req',
        '-x509',
        '-new',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-utf8',
        '-keyout',
        'ac.key',
        '-out',
        'ac.pem',
        '-days',
        String(jours),
        '-subj',
        subj([
          ['C', 'FR'],
          ['O', 'Registre des copropriétés (local)'],
          ['CN', nom],
        ]),
        '-addext',
        'basicConstraints=critical,CA:TRUE',
        '-addext',
        'keyUsage=critical,keyCertSign,cRLSign',
      ],
      d,
    );
    return { cert: readFileSync(join(d, 'ac.pem'), 'utf8'), cle: readFileSync(join(d, 'ac.key'), 'utf8') };
  });
}

export interface OptionsEmission {
  jours?: number;
  /** a server certificate for these host names / IP addresses; a client certificate otherwise */
  serveur?: string[];
}

/** A certificate signed by `ac`. */
export function emettreCertificat(ac: Paire, sujet: Sujet, options: OptionsEmission = {}): Paire {
  return dansDossier((d) => {
    writeFileSync(join(d, 'ac.pem'), ac.cert);
    writeFileSync(join(d, 'ac.key'), ac.cle, { mode: 0o600 });
    const extensions = ['basicConstraints=CA:FALSE', 'keyUsage=critical,digitalSignature,keyEncipherment'];
    if (options.serveur) {
      extensions.push(
        'extendedKeyUsage=serverAuth',
        `subjectAltName=${options.serveur.map((n) => (/^[\d.]+$/.test(n) ? `IP:${n}` : `DNS:${n}`)).join(',')}`,
      );
    } else extensions.push('extendedKeyUsage=clientAuth');
    writeFileSync(join(d, 'ext.cnf'), extensions.join('\n') + '\n');
    openssl(
      [
        'req',
        '-new',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-utf8',
        '-keyout',
        'c.key',
        '-out',
        'c.csr',
        '-subj',
        subj(sujet),
      ],
      d,
    );
    openssl(
      [
        'x509',
        '-req',
        '-in',
        'c.csr',
        '-CA',
        'ac.pem',
        '-CAkey',
        'ac.key',
        '-CAcreateserial',
        '-out',
        'c.pem',
        '-days',
        String(options.jours ?? 825),
        '-extfile',
        'ext.cnf',
      ],
      d,
    );
    return { cert: readFileSync(join(d, 'c.pem'), 'utf8'), cle: readFileSync(join(d, 'c.key'), 'utf8') };
  });
}

/** PKCS#12 bundle (certificate, key, CA) that a browser imports; `motDePasse` protects it. */
export function versP12(p: Paire, ac: Paire, nom: string, motDePasse: string): Buffer {
  return dansDossier((d) => {
    writeFileSync(join(d, 'c.pem'), p.cert);
    writeFileSync(join(d, 'c.key'), p.cle, { mode: 0o600 });
    writeFileSync(join(d, 'ac.pem'), ac.cert);
    openssl(
      [
        'pkcs12',
        '-export',
        '-in',
        'c.pem',
        '-inkey',
        'c.key',
        '-certfile',
        'ac.pem',
        '-name',
        nom,
        '-out',
        'c.p12',
        '-passout',
        `pass:${motDePasse}`,
      ],
      d,
    );
    return readFileSync(join(d, 'c.p12'));
  });
}

/** The subject of a notary's certificate (conventions of functions/src/platform/certificat.ts). */
export const sujetNotaire = (o: {
  nom: string;
  numEtude: string;
  titre: 'Notaire' | 'Collaborateur';
  email?: string;
  etude?: string;
}): Sujet => [
  ['C', 'FR'],
  ['O', o.etude ?? `Office notarial ${o.numEtude}`],
  ['OU', o.numEtude],
  ['title', o.titre],
  ['CN', o.nom],
  ...(o.email ? ([['emailAddress', o.email]] as const) : []),
];
