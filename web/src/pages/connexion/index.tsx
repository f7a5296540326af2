import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { PasswordInput } from '@codegouvfr/react-dsfr/blocks/PasswordInput';
import * as comptes from '@registre/shared/routes/comptes.routes';
import { authentificationSchema } from '@registre/shared/schemas/compte';
import { appeler, ErreurApi } from '../../api/client.ts';
import { lienUtilisateurNonValide } from '../../auth/nonValide.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { Captcha, useCaptcha } from '../../components/Captcha.tsx';
import { notifier } from '../../lib/notifications.ts';
import { cheminAccueil, pageExiste, pageParChemin, peutOuvrir } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { ConnexionInstitutionnelle } from './ConnexionInstitutionnelle.tsx';

/** The sign-in form: the fields of the shared authentication schema, plus "Se souvenir de moi". */
const formulaireSchema = authentificationSchema.pick({ j_username: true, j_password: true }).extend({ seSouvenir: z.boolean() });
type Formulaire = z.input<typeof formulaireSchema>;

/**
 * Sign-in (spec 001 §4, §8): identifier, password, remember-me and the captcha. The captcha is verified first, then
 * `POST /api/authentication` (form-encoded) gives the tokens; a failure shows "Erreur de connexion" without telling
 * whether the account exists, and a new captcha is loaded (a challenge is single-use).
 */
export default function Connexion() {
  const { connecter } = useSession();
  const naviguer = useNavigate();
  const location = useLocation();
  const titre = usePageCourante()?.titre;
  const captcha = useCaptcha('connexion');
  const [envoi, setEnvoi] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Formulaire>({
    resolver: zodResolver(formulaireSchema, undefined, { raw: true }),
    defaultValues: { j_username: '', j_password: '', seSouvenir: false },
  });

  const soumettre = handleSubmit(async (valeurs) => {
    setEnvoi(true);
    try {
      const idCaptcha = await captcha.verifier();
      if (!idCaptcha) return;
      let jetons;
      try {
        jetons = await appeler(comptes.authentification, {
          body: {
            j_username: valeurs.j_username,
            j_password: valeurs.j_password,
            'remember-me': valeurs.seSouvenir ? 'true' : 'false',
            captcha: idCaptcha,
            submit: 'Connexion',
          },
          erreursGerees: [400, 401],
        });
      } catch (e) {
        // the challenge has been used: a new one for the next attempt
        captcha.nouveau();
        if (e instanceof ErreurApi && e.code === 'PROFIL_RESTREINT') {
          // spec 001 §4: the restricted profile is treated as no account; [issue 14] the invalid-user page says why
          naviguer(lienUtilisateurNonValide('restreint'));
        } else if (e instanceof ErreurApi && e.status === 401) {
          notifier({ severite: 'error', titre: 'Erreur de connexion', description: 'Vérifiez vos identifiants.' });
        } else if (e instanceof ErreurApi && e.status === 400) {
          const champs = e.corps.erreurs ?? {};
          if (champs.j_username) setError('j_username', { message: champs.j_username });
          if (champs.j_password) setError('j_password', { message: champs.j_password });
          if (!champs.j_username && !champs.j_password) {
            notifier({ severite: 'error', titre: 'Erreur de connexion', description: e.message });
          }
        }
        return;
      }
      const compte = await connecter(jetons, valeurs.j_username.trim(), valeurs.seSouvenir);
      if (!compte) return;
      const visiteur = { connecte: true, profil: compte.profil, autorites: compte.authorities };
      // back to the page that asked for the sign-in when the account may open it, otherwise the home page
      const retour = (location.state as { retour?: string } | null)?.retour;
      const pageRetour = retour ? pageParChemin(retour.split('?')[0]) : undefined;
      naviguer(pageRetour && peutOuvrir(pageRetour, visiteur) ? retour! : cheminAccueil(visiteur), { replace: true });
    } catch {
      // the shell already shows the error alert (server or network failure)
    } finally {
      setEnvoi(false);
    }
  });

  return (
    <div className={fr.cx('fr-container', 'fr-container--fluid', 'fr-mb-md-14v')}>
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-grid-row--center')}>
        <div className={fr.cx('fr-col-12', 'fr-col-md-10', 'fr-col-lg-7')}>
          <div className={`${fr.cx('fr-container', 'fr-px-md-0', 'fr-py-10v', 'fr-py-md-14v')} fr-background-alt--grey`}>
            <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-grid-row--center')}>
              <div className={fr.cx('fr-col-12', 'fr-col-md-9', 'fr-col-lg-8')}>
                <h1>{titre}</h1>
                <form onSubmit={soumettre} noValidate aria-label="Se connecter au registre">
                  <fieldset className={fr.cx('fr-fieldset')} aria-labelledby="connexion-identifiants">
                    <legend className={fr.cx('fr-fieldset__legend')} id="connexion-identifiants">
                      <h2 className={fr.cx('fr-h5', 'fr-mb-0')}>Se connecter avec son identifiant</h2>
                    </legend>
                    <p className={fr.cx('fr-fieldset__element', 'fr-hint-text')}>Tous les champs sont obligatoires.</p>
                    <div className={fr.cx('fr-fieldset__element')}>
                      <Input
                        label="Identifiant"
                        hintText="L'identifiant reçu lors de la création de votre compte."
                        state={errors.j_username ? 'error' : 'default'}
                        stateRelatedMessage={errors.j_username?.message}
                        nativeInputProps={{ ...register('j_username'), autoComplete: 'username', required: true }}
                      />
                    </div>
                    <div className={fr.cx('fr-fieldset__element')}>
                      <PasswordInput
                        label="Mot de passe"
                        messagesHint=""
                        messages={errors.j_password?.message ? [{ severity: 'error', message: errors.j_password.message }] : []}
                        nativeInputProps={{ ...register('j_password'), autoComplete: 'current-password', required: true }}
                      />
                      {pageExiste('/compte/mot-de-passe-oublie') && (
                        <p className={fr.cx('fr-mt-1w', 'fr-mb-0')}>
                          <Link to="/compte/mot-de-passe-oublie" className={fr.cx('fr-link', 'fr-link--sm')}>
                            Mot de passe oublié ?
                          </Link>
                        </p>
                      )}
                    </div>
                  </fieldset>
                  <Captcha captcha={captcha} />
                  <Checkbox
                    options={[
                      {
                        label: 'Se souvenir de moi',
                        hintText: 'Votre session reste ouverte sur cet appareil. À éviter sur un ordinateur partagé.',
                        nativeInputProps: register('seSouvenir'),
                      },
                    ]}
                  />
                  <Button type="submit" disabled={envoi} className={fr.cx('fr-mt-2w')}>
                    Se connecter
                  </Button>
                </form>
                <ConnexionInstitutionnelle />
                <hr className={fr.cx('fr-mt-6w')} />
                <h2 className={fr.cx('fr-h5')}>Vous n'avez pas encore de compte ?</h2>
                <p>
                  Les comptes sont ouverts aux syndics professionnels et bénévoles, aux notaires et aux teneurs du registre. La
                  marche à suivre est décrite dans <Link to="/aide#creer-un-compte">l'aide : créer un compte</Link>.
                </p>
                {pageExiste('/compte/inscription') && (
                  <Button priority="secondary" linkProps={{ to: '/compte/inscription' }}>
                    Créer un compte
                  </Button>
                )}
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
