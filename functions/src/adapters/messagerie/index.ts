/**
 * Mail port. `outbox` (local mode) writes each mail as a JSON file that the local gateway lists at
 * /_local/courriels; `ses` sends it with Amazon SES v2. Nothing of the mail is logged.
 */
import { deposer } from './boiteLocale.ts';
import { randomUUID } from 'node:crypto';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from './ses.ts';
import { config } from '../../platform/config.ts';
import { logger } from '../../platform/logger.ts';

export interface Courriel {
  a: string;
  sujet: string;
  texte: string;
}

export async function envoyerCourriel(c: Courriel, maintenant = new Date()): Promise<void> {
  const cfg = config();
  if (cfg.MAIL_ADAPTER === 'outbox') {
    const nom = `${maintenant.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`;
    deposer(cfg.OUTBOX_DIR, nom, JSON.stringify({ de: cfg.MAIL_FROM, ...c, date: maintenant.toISOString() }, null, 2));
    return;
  }
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: cfg.MAIL_FROM,
      Destination: { ToAddresses: [c.a] },
      Content: { Simple: { Subject: { Data: c.sujet, Charset: 'UTF-8' }, Body: { Text: { Data: c.texte, Charset: 'UTF-8' } } } },
    }),
  );
}

/**
 * The mail that follows a decision already committed: one that cannot leave (or has no recipient) does not undo
 * it; it is logged, with what it was about (`quoi`) and never its content.
 */
export async function prevenir(c: Courriel | null, maintenant: Date, quoi: string): Promise<void> {
  if (!c) {
    logger.warn('courriel sans destinataire', { quoi });
    return;
  }
  try {
    await envoyerCourriel(c, maintenant);
  } catch (e) {
    logger.error('courriel non envoyé', { quoi, erreur: e instanceof Error ? e.name : String(e) });
  }
}
