/**
 * Mailing-list port (the newsletter). Two adapters chosen by NEWSLETTER_ADAPTER: `local` keeps the list in the
 * table; `mailjet` adds the contact to a Mailjet contact list through its REST API (v3 managemanycontacts).
 */
import { config } from '../../platform/config.ts';
import { db } from '../dynamodb/service.ts';

export async function ajouterContact(email: string, maintenant: Date): Promise<void> {
  const c = config();
  if (c.NEWSLETTER_ADAPTER === 'local') {
    await db().entities.contactNewsletter.put({ email: email.toLowerCase(), dateInscription: maintenant.toISOString() }).go();
    return;
  }
  const auth = Buffer.from(`${c.MAILJET_API_KEY}:${c.MAILJET_API_SECRET}`).toString('base64');
  const r = await fetch(`https://api.mailjet.com/v3/REST/contactslist/${c.MAILJET_LIST_ID}/managecontact`, {
    method: 'POST',
    headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email, Action: 'addnoforce' }),
    signal: AbortSignal.timeout(5000),
  });
  if (!r.ok) throw new Error(`Mailjet a répondu ${r.status}`);
}
