/**
 * Postal mail port (spec 001 §9: "activation code sent by post within 15 days"). The register hands a letter
 * (its PDF, ready to print, and the postal address) to a mail house:
 *  - `outbox` (local mode): the PDF and a JSON record go to `<OUTBOX_DIR>/courriers`, listed with a download link
 *    at /_local/courriels;
 *  - `ses` (AWS): the PDF goes as an attachment to the mail house's address (COURRIER_ROUTAGE_EMAIL, by default
 *    the register's own sender address), which prints and posts it within the 15 days.
 * Nothing of the letter is logged.
 */
import { deposer } from './boiteLocale.ts';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from './ses.ts';
import { config } from '../../platform/config.ts';

export interface Courrier {
  /** postal address, one line each (name, complement, street, postal code and town, country) */
  destinataire: string[];
  objet: string;
  /** the letter's text, as printed (kept with the local record) */
  texte: string;
  pdf: Uint8Array;
  /** file name stem, e.g. code-activation-10001 */
  reference: string;
}

export const dossierCourriers = () => join(config().OUTBOX_DIR, 'courriers');

export async function envoyerCourrier(c: Courrier, maintenant = new Date()): Promise<void> {
  const cfg = config();
  const nom = `${maintenant.toISOString().replace(/[:.]/g, '-')}-${c.reference}-${randomUUID().slice(0, 8)}`;
  if (cfg.MAIL_ADAPTER === 'outbox') {
    const dossier = dossierCourriers();
    // the PDF first: a listed letter always has its PDF
    deposer(dossier, `${nom}.pdf`, c.pdf);
    deposer(
      dossier,
      `${nom}.json`,
      JSON.stringify(
        { destinataire: c.destinataire, objet: c.objet, texte: c.texte, pdf: `${nom}.pdf`, date: maintenant.toISOString() },
        null,
        2,
      ),
    );
    return;
  }
  const frontiere = `registre-${randomUUID()}`;
  const b64 = (t: string) => Buffer.from(t, 'utf8').toString('base64');
  const mime = [
    `From: ${cfg.MAIL_FROM}`,
    `To: ${cfg.COURRIER_ROUTAGE_EMAIL ?? cfg.MAIL_FROM}`,
    `Subject: =?UTF-8?B?${b64(`Courrier à imprimer et poster sous 15 jours : ${c.objet}`)}?=`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${frontiere}"`,
    '',
    `--${frontiere}`,
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    b64(`Adresse d'expédition :\n${c.destinataire.join('\n')}\n\nLe courrier est joint au format PDF.`),
    `--${frontiere}`,
    `Content-Type: application/pdf; name="${nom}.pdf"`,
    `Content-Disposition: attachment; filename="${nom}.pdf"`,
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from(c.pdf).toString('base64').replace(/.{76}/g, '$&\r\n'),
    `--${frontiere}--`,
    '',
  ].join('\r\n');
  await ses().send(
    new SendEmailCommand({ FromEmailAddress: cfg.MAIL_FROM, Content: { Raw: { Data: Buffer.from(mime, 'utf8') } } }),
  );
}
