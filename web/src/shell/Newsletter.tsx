import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { fr } from '@codegouvfr/react-dsfr';
import { abonnementNewsletter } from '@registre/shared/routes/public.routes';
import { newsletterSchema } from '@registre/shared/schemas/compte';
import { appeler } from '../api/client.ts';
import { Captcha, useCaptcha } from '../components/Captcha.tsx';
import { notifier } from '../lib/notifications.ts';
import { pageParId } from '../lib/navigation/index.ts';

/**
 * Spec 001 §4, §5: the newsletter subscription form of the footer area. A valid email (≤ 100 characters, the shared
 * schema) and a solved captcha; success gives a success notice, failure a generic error notice, and the form is reset
 * either way.
 */
const schemaEmail = newsletterSchema.shape.email;

export function Newsletter() {
  const id = useId();
  const archive = pageParId('newsletter');
  // the challenge is loaded only once the visitor starts filling in the form
  const [actif, setActif] = useState(false);
  const captcha = useCaptcha('newsletter', actif);
  const [email, setEmail] = useState('');
  const [erreurEmail, setErreurEmail] = useState<string | null>(null);
  const [envoi, setEnvoi] = useState(false);

  const reinitialiser = () => {
    setEmail('');
    setErreurEmail(null);
    captcha.nouveau();
  };

  async function soumettre(e: FormEvent) {
    e.preventDefault();
    const verifie = schemaEmail.safeParse(email);
    setErreurEmail(verifie.success ? null : (verifie.error.issues[0]?.message ?? null));
    if (!verifie.success) return;
    setEnvoi(true);
    try {
      const recaptcha = await captcha.verifier();
      if (!recaptcha) return;
      try {
        await appeler(abonnementNewsletter, { body: { email, recaptcha }, erreursGerees: [400, 409, 500, 503] });
        notifier({
          severite: 'success',
          titre: 'Votre inscription à la lettre d’information est enregistrée.',
          description: 'Vous recevrez les prochaines lettres du registre à cette adresse.',
        });
      } catch {
        notifier({
          severite: 'error',
          titre: "Votre inscription n'a pas pu être enregistrée.",
          description: 'Veuillez réessayer plus tard.',
        });
      }
      reinitialiser();
      document.getElementById('messages')?.scrollIntoView({ behavior: 'smooth' });
    } finally {
      setEnvoi(false);
    }
  }

  return (
    <section className={fr.cx('fr-follow')} aria-labelledby={`${id}-titre`}>
      <div className={fr.cx('fr-container')}>
        <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
          <div className={fr.cx('fr-col-12', 'fr-col-md-5')}>
            <h2 className={fr.cx('fr-h5')} id={`${id}-titre`}>
              Abonnez-vous à la lettre d’information du registre
            </h2>
            <p className={fr.cx('fr-text--sm')}>
              Évolutions réglementaires, nouveautés du service, rappels de calendrier pour la mise à jour annuelle : recevez les
              informations utiles aux syndics, aux notaires et aux copropriétaires.
            </p>
            {archive && (
              <p className={fr.cx('fr-text--sm')}>
                <Link className={fr.cx('fr-link', 'fr-link--sm')} to={archive.chemin}>
                  Consulter les lettres déjà publiées
                </Link>
              </p>
            )}
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-7')}>
            <form
              onSubmit={soumettre}
              onFocus={() => setActif(true)}
              noValidate
              aria-labelledby={`${id}-titre`}
              className="newsletter"
            >
              <Input
                label="Votre adresse électronique"
                hintText="Format attendu : nom@domaine.fr"
                state={erreurEmail ? 'error' : 'default'}
                stateRelatedMessage={erreurEmail ?? undefined}
                nativeInputProps={{
                  type: 'email',
                  name: 'email',
                  autoComplete: 'email',
                  maxLength: 100,
                  value: email,
                  onChange: (e) => {
                    setEmail(e.target.value);
                    if (erreurEmail) setErreurEmail(null);
                  },
                }}
              />
              {actif && <Captcha captcha={captcha} taille="compacte" />}
              <Button type="submit" disabled={envoi} title="S'abonner à la lettre d'information">
                S'abonner
              </Button>
              <p className={fr.cx('fr-hint-text', 'fr-mt-1w')}>
                Votre adresse sert uniquement à l'envoi de la lettre d'information ; vous pouvez vous désinscrire à tout moment
                grâce au lien présent dans chaque lettre.
              </p>
            </form>
          </div>
        </div>
      </div>
    </section>
  );
}
