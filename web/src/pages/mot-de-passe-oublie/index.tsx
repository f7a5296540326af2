import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { initialiserMotDePasse } from '@registre/shared/routes/inscription.routes';
import { motDePasseOublieSchema } from '@registre/shared/schemas/teledeclarant';
import { appeler, ErreurApi } from '../../api/client.ts';
import { Captcha, useCaptcha } from '../../components/Captcha.tsx';
import { etatChamp } from '../../components/formulaire.ts';
import { pageExiste } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';

/** The form without the captcha, verified last (a challenge is single-use). */
const formulaireSchema = motDePasseOublieSchema.pick({ email: true });
type Formulaire = z.input<typeof formulaireSchema>;

/**
 * Forgotten password (spec 001 §2, §5): the account's email and the captcha. The answer never tells whether an
 * account exists: the same neutral message follows every request.
 */
export default function MotDePasseOublie() {
  const titre = usePageCourante()?.titre;
  const captcha = useCaptcha('mot-de-passe-oublie');
  const [envoye, setEnvoye] = useState(false);
  const [envoi, setEnvoi] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Formulaire>({ resolver: zodResolver(formulaireSchema, undefined, { raw: true }), defaultValues: { email: '' } });

  const soumettre = handleSubmit(async ({ email }) => {
    setEnvoi(true);
    try {
      const idCaptcha = await captcha.verifier();
      if (!idCaptcha) return;
      await appeler(initialiserMotDePasse, { body: { email, captcha: idCaptcha }, erreursGerees: [400] });
      setEnvoye(true);
    } catch (e) {
      captcha.nouveau();
      if (e instanceof ErreurApi && e.status === 400) setError('email', { message: e.corps.erreurs?.email ?? e.message });
    } finally {
      setEnvoi(false);
    }
  });

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--center')}>
        <div className={fr.cx('fr-col-12', 'fr-col-md-10', 'fr-col-lg-7')}>
          <h1>{titre}</h1>
          {envoye ? (
            <>
              <Alert
                severity="info"
                as="h2"
                title="Demande prise en compte"
                description="Si un compte correspond à cette adresse électronique, un courriel vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe. Pensez à vérifier vos courriers indésirables."
                className={fr.cx('fr-mb-3w')}
              />
              {pageExiste('/compte') && <Button linkProps={{ to: '/compte' }}>Retour à la connexion</Button>}
            </>
          ) : (
            <>
              <p>Indiquez l'adresse électronique de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe.</p>
              <form onSubmit={soumettre} noValidate aria-label="Demander un nouveau mot de passe">
                <Input
                  label="Adresse électronique"
                  hintText="Format attendu : nom@domaine.fr"
                  {...etatChamp(errors.email?.message)}
                  nativeInputProps={{
                    ...register('email'),
                    type: 'email',
                    autoComplete: 'email',
                    maxLength: 100,
                    required: true,
                  }}
                />
                <Captcha captcha={captcha} />
                <Button type="submit" disabled={envoi} className={fr.cx('fr-mt-2w')}>
                  Recevoir un lien
                </Button>
              </form>
              {pageExiste('/compte') && (
                <p className={fr.cx('fr-mt-4w')}>
                  <Link to="/compte">Retour à la connexion</Link>
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
