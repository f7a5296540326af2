import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { PasswordInput } from '@codegouvfr/react-dsfr/blocks/PasswordInput';
import { changerMotDePasse } from '@registre/shared/routes/inscription.routes';
import { changementMotDePasseSchema } from '@registre/shared/schemas/teledeclarant';
import { ErreurApi } from '../../api/client.ts';
import { useMutationRoute } from '../../api/hooks.ts';
import { ChampsNouveauMotDePasse } from '../../components/MotDePasse.tsx';
import { notifier } from '../../lib/notifications.ts';
import { pageExiste } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';

type Formulaire = z.input<typeof changementMotDePasseSchema>;
const VIDE: Formulaire = { motDePasseActuel: '', motDePasse: '', confirmation: '' };

/** Change one's password (spec 001 §2 "change password"): the current one, then the new one with its live rules. */
export default function ChangementMotDePasse() {
  const titre = usePageCourante()?.titre;
  const changer = useMutationRoute(changerMotDePasse, { erreursGerees: [400] });
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitted, isSubmitting },
  } = useForm<Formulaire>({ resolver: zodResolver(changementMotDePasseSchema, undefined, { raw: true }), defaultValues: VIDE });

  const soumettre = handleSubmit(async (valeurs) => {
    try {
      const ok = await changer.mutateAsync({ body: valeurs });
      if (!ok) {
        setError('motDePasseActuel', { message: 'Mot de passe actuel incorrect.' }, { shouldFocus: true });
        return;
      }
      reset(VIDE);
      notifier({ severite: 'success', titre: 'Votre mot de passe a été changé.' });
    } catch (e) {
      if (e instanceof ErreurApi && e.status === 400) {
        const champ = e.corps.erreurs?.motDePasseActuel ? 'motDePasseActuel' : 'motDePasse';
        setError(champ, { message: e.corps.erreurs?.[champ] ?? e.message }, { shouldFocus: true });
      }
    }
  });

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <div className={fr.cx('fr-grid-row')}>
        <div className={fr.cx('fr-col-12', 'fr-col-md-10', 'fr-col-lg-8')}>
          <h1>{titre}</h1>
          <form onSubmit={soumettre} noValidate aria-label="Changer mon mot de passe">
            <fieldset className={fr.cx('fr-fieldset')} aria-labelledby="mot-de-passe-legende">
              <legend className={fr.cx('fr-fieldset__legend')} id="mot-de-passe-legende">
                <h2 className={fr.cx('fr-h5', 'fr-mb-0')}>Mot de passe</h2>
              </legend>
              <p className={fr.cx('fr-fieldset__element', 'fr-hint-text')}>Tous les champs sont obligatoires.</p>
              <div className={fr.cx('fr-fieldset__element')}>
                <PasswordInput
                  label="Mot de passe actuel"
                  messagesHint=""
                  messages={
                    errors.motDePasseActuel?.message ? [{ severity: 'error', message: errors.motDePasseActuel.message }] : []
                  }
                  nativeInputProps={{ ...register('motDePasseActuel'), autoComplete: 'current-password', required: true }}
                />
              </div>
              <ChampsNouveauMotDePasse
                libelle="Nouveau mot de passe"
                valeur={watch('motDePasse')}
                soumis={isSubmitted}
                motDePasse={register('motDePasse')}
                confirmation={register('confirmation')}
                erreurConfirmation={errors.confirmation?.message}
              />
            </fieldset>
            <ButtonsGroup
              inlineLayoutWhen="md and up"
              buttons={[
                { children: 'Changer le mot de passe', type: 'submit', disabled: isSubmitting },
                ...(pageExiste('/compte/moncompte')
                  ? [{ children: 'Retour à mon compte', priority: 'secondary' as const, linkProps: { to: '/compte/moncompte' } }]
                  : []),
              ]}
            />
          </form>
        </div>
      </div>
    </div>
  );
}
