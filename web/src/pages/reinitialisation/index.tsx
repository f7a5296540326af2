import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { terminerMotDePasse } from '@registre/shared/routes/inscription.routes';
import { creationMotDePasseSchema } from '@registre/shared/schemas/teledeclarant';
import { ErreurApi } from '../../api/client.ts';
import { useMutationRoute } from '../../api/hooks.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { ChampsNouveauMotDePasse } from '../../components/MotDePasse.tsx';
import { pageExiste } from '../../routes.tsx';
import { usePageCourante } from '../../shell/page.ts';

type Formulaire = z.input<typeof creationMotDePasseSchema>;

/**
 * Second step of a forgotten password: the link of the mail (`?key=…`) opens this page to choose a new password
 * (live rules, "Afficher", confirmation). An unknown or expired key answers false: the page says so and offers a
 * new request.
 */
export default function Reinitialisation() {
  const titre = usePageCourante()?.titre;
  const [query] = useSearchParams();
  const cle = query.get('key')?.trim() ?? '';
  const cleLisible = creationMotDePasseSchema.shape.key.safeParse(cle).success;
  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--center')}>
        <div className={fr.cx('fr-col-12', 'fr-col-md-10', 'fr-col-lg-8')}>
          <h1>{titre}</h1>
          {cleLisible ? <Formulaire cle={cle} /> : <CleInvalide />}
        </div>
      </div>
    </div>
  );
}

function CleInvalide() {
  return (
    <>
      <Alert
        severity="error"
        as="h2"
        title="Ce lien de réinitialisation n'est pas valide"
        description="Il est incomplet, a déjà servi ou a expiré. Faites une nouvelle demande de mot de passe : un nouveau lien vous sera envoyé."
        className={fr.cx('fr-mb-3w')}
      />
      {pageExiste('/compte/mot-de-passe-oublie') && (
        <Button linkProps={{ to: '/compte/mot-de-passe-oublie' }}>Faire une nouvelle demande</Button>
      )}
    </>
  );
}

function Formulaire({ cle }: { cle: string }) {
  const { compte } = useSession();
  const terminer = useMutationRoute(terminerMotDePasse, { erreursGerees: [400] });
  const [resultat, setResultat] = useState<'ok' | 'refuse' | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitted, isSubmitting },
  } = useForm<Formulaire>({
    resolver: zodResolver(creationMotDePasseSchema, undefined, { raw: true }),
    defaultValues: { key: cle, motDePasse: '', confirmation: '' },
  });

  const soumettre = handleSubmit(async (valeurs) => {
    setErreur(null);
    try {
      setResultat((await terminer.mutateAsync({ body: valeurs })) ? 'ok' : 'refuse');
    } catch (e) {
      if (e instanceof ErreurApi && e.status === 400) setErreur(e.message);
    }
  });

  if (resultat === 'refuse') return <CleInvalide />;
  if (resultat === 'ok') {
    return (
      <>
        <Alert
          severity="success"
          as="h2"
          title="Votre nouveau mot de passe est enregistré"
          description={compte ? 'Il servira à votre prochaine connexion.' : 'Vous pouvez vous connecter avec ce mot de passe.'}
          className={fr.cx('fr-mb-3w')}
        />
        {!compte && pageExiste('/compte') && <Button linkProps={{ to: '/compte' }}>Se connecter</Button>}
      </>
    );
  }
  return (
    <form onSubmit={soumettre} noValidate aria-labelledby="reinitialisation-legende">
      <fieldset className={fr.cx('fr-fieldset')} aria-labelledby="reinitialisation-legende">
        <legend className={fr.cx('fr-fieldset__legend')} id="reinitialisation-legende">
          <h2 className={fr.cx('fr-h4', 'fr-mb-0')}>Votre nouveau mot de passe</h2>
        </legend>
        {erreur && (
          <div className={fr.cx('fr-fieldset__element')}>
            <Alert severity="error" small description={erreur} role="alert" />
          </div>
        )}
        <ChampsNouveauMotDePasse
          libelle="Nouveau mot de passe"
          valeur={watch('motDePasse')}
          soumis={isSubmitted}
          motDePasse={register('motDePasse')}
          confirmation={register('confirmation')}
          erreurConfirmation={errors.confirmation?.message}
        />
      </fieldset>
      <Button type="submit" disabled={isSubmitting}>
        Enregistrer le mot de passe
      </Button>
    </form>
  );
}
