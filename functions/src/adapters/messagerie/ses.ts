/** The Amazon SES v2 client of the mails and the mail house's letters, one per configuration. */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { selonConfig } from '../../platform/config.ts';

export const ses = selonConfig((c) => new SESv2Client({ region: c.AWS_REGION }));
