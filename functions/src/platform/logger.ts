/**
 * Powertools logger (JSON). Personal data and secrets never reach the logs: only route ids, status codes,
 * error codes and request ids are logged, and the redaction below guards against an accidental object dump.
 */
import { Logger } from '@aws-lambda-powertools/logger';

const SENSIBLES = /pass|token|authorization|captcha|email|telephone|nom|prenom|cookie|secret|reponse/i;

export function expurger(valeur: unknown, profondeur = 0): unknown {
  if (profondeur > 4 || valeur === null || typeof valeur !== 'object') return valeur;
  if (Array.isArray(valeur)) return valeur.map((v) => expurger(v, profondeur + 1));
  return Object.fromEntries(
    Object.entries(valeur as Record<string, unknown>).map(([k, v]) => [
      k,
      SENSIBLES.test(k) ? '[masqué]' : expurger(v, profondeur + 1),
    ]),
  );
}

export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'registre',
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL as 'INFO' | undefined) ?? (process.env.STAGE === 'test' ? 'SILENT' : 'INFO'),
});
