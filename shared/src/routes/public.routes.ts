/** Area `public`: anonymous services of the shell (spec 001 §7). */
import { z } from 'zod';
import { defiCaptchaSchema, newsletterSchema, verifierCaptchaSchema } from '../schemas/compte.ts';
import { reponseChamp, route } from './route.ts';

export const infoMessage = route({
  id: 'public.infoMessage',
  area: 'public',
  method: 'GET',
  path: '/api/public/infomessage',
  acces: 'public',
  resume: "Message d'information affiché en page d'accueil (vide s'il n'y en a pas).",
  response: reponseChamp(z.string().nullable()),
});

export const defiCaptcha = route({
  id: 'public.defiCaptcha',
  area: 'public',
  method: 'GET',
  path: '/api/public/captcha',
  acces: 'public',
  extension: true,
  resume: 'Nouveau défi captcha : une image et son alternative textuelle.',
  response: defiCaptchaSchema,
});

export const verifierCaptcha = route({
  id: 'public.verifierCaptcha',
  area: 'public',
  method: 'POST',
  path: '/api/public/captcha/verify',
  acces: 'public',
  resume: 'Vérifie la réponse au captcha ; répond false en cas d’échec (spec 001 §5).',
  body: verifierCaptchaSchema,
  response: z.boolean(),
});

export const contournerCaptcha = route({
  id: 'public.contournerCaptcha',
  area: 'public',
  method: 'GET',
  path: '/api/public/captcha/bypass',
  acces: 'public',
  resume: 'Hors production seulement : fournit un captcha déjà résolu (tests automatisés).',
  response: z.object({ id: z.string().uuid() }),
});

export const abonnementNewsletter = route({
  id: 'public.abonnementNewsletter',
  area: 'public',
  method: 'POST',
  path: '/api/public/mailjet/addcontact',
  acces: 'public',
  resume: "Inscription d'une adresse électronique à la lettre d'information.",
  body: newsletterSchema,
  response: z.object({ inscrit: z.literal(true) }),
});

export const ROUTES_PUBLIC = [infoMessage, defiCaptcha, verifierCaptcha, contournerCaptcha, abonnementNewsletter];
