import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { activer, activerTeledeclarant, verifierCleActivation } from '@registre/shared/routes/inscription.routes';
import { codeActivationSchema } from '@registre/shared/schemas/teledeclarant';
import { ErreurApi } from '../../api/client.ts';
import { useMutationRoute, useRequete } from '../../api/hooks.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { FormulaireMotDePasseAvecCle } from '../../components/MotDePasse.tsx';
import { etatChamp } from '../../components/formulaire.ts';
import { cheminAccueil, pageExiste } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';

/**
 * Account activation (spec 001 §2 "compte/activation", §4): the page serves both steps of a declarant's activation.
 *  - With the key of the activation mail (`?key=…`): the key is checked, then the person creates their password.
 *  - Signed in while the declarant awaits its postal code (ATTENTE_ACTIVATION_TELE): the code of the letter.
 */
export default function Activation() {
  const { compte, statut } = useSession();
  const [query] = useSearchParams();
  const cle = query.get('key')?.trim() ?? '';
  const titre = usePageCourante()?.titre;
  // the code accepted, the session reloads without ATTENTE_ACTIVATION_TELE: the success stays on screen
  const [activeParCode, setActiveParCode] = useState(false);

  let contenu;
  if (activeParCode || (statut !== 'chargement' && compte?.authorities.includes('ATTENTE_ACTIVATION_TELE')))
    contenu = <CodePostal surActivation={() => setActiveParCode(true)} />;
  else if (statut === 'chargement') contenu = null;
  else if (cle) contenu = <CleCourriel cle={cle} />;
  else if (compte) contenu = <DejaActive />;
  else contenu = <SansCle />;

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--center')}>
        <div className={fr.cx('fr-col-12', 'fr-col-md-10', 'fr-col-lg-8')}>
          <h1>{titre}</h1>
          {contenu}
        </div>
      </div>
    </div>
  );
}

/* ---------- first step: the key of the activation mail, then the password ---------- */

function CleCourriel({ cle }: { cle: string }) {
  // an obviously malformed key is refused without asking the server (it would answer false anyway)
  const forme = verifierCleActivation.params.safeParse({ key: cle }).success;
  const verification = useRequete(verifierCleActivation, { params: { key: cle } }, { enabled: forme, staleTime: Infinity });
  if (forme && verification.isPending) return <p role="status">Vérification du lien d'activation…</p>;
  if (forme && verification.isError) return null; // the shell shows the error alert
  if (!forme || verification.data !== true) {
    return (
      <Alert
        severity="error"
        as="h2"
        title="Ce lien d'activation n'est pas valide"
        description={
          <>
            La clé d'activation est inconnue, a déjà servi ou a expiré. Vérifiez que vous avez ouvert le lien complet du dernier
            courriel reçu. Si le problème persiste, contactez le teneur du registre
            {pageExiste('/aide') ? (
              <>
                {' '}
                depuis la page <Link to="/aide">Aide</Link>
              </>
            ) : null}{' '}
            : il peut vous envoyer une nouvelle clé.
          </>
        }
      />
    );
  }
  return <CreationMotDePasse cle={cle} />;
}

function CreationMotDePasse({ cle }: { cle: string }) {
  return (
    <FormulaireMotDePasseAvecCle
      route={activer}
      cle={cle}
      idLegende="activation-mot-de-passe"
      legende="Créer votre mot de passe"
      introduction="Votre adresse électronique est confirmée. Choisissez le mot de passe de votre compte."
      bouton="Enregistrer mon mot de passe"
      succes={
        <>
          <Alert
            severity="success"
            as="h2"
            title="Votre mot de passe est enregistré"
            description="Connectez-vous avec l'identifiant indiqué dans le courriel d'activation et ce mot de passe. Il vous restera à saisir le code d'activation reçu par courrier."
            className={fr.cx('fr-mb-3w')}
          />
          <Button linkProps={{ to: '/compte' }}>Se connecter</Button>
        </>
      }
      refus={
        <Alert
          severity="error"
          as="h2"
          title="Votre mot de passe n'a pas été enregistré"
          description="Le lien d'activation n'est plus valide (il a déjà servi ou a expiré). Contactez le teneur du registre : il peut vous envoyer une nouvelle clé."
        />
      }
    />
  );
}

/* ---------- second step: the code of the postal letter, signed in ---------- */

type FormulaireCode = z.input<typeof codeActivationSchema>;

function CodePostal({ surActivation }: { surActivation: () => void }) {
  const { recharger, visiteur } = useSession();
  const activation = useMutationRoute(activerTeledeclarant, { erreursGerees: [400] });
  const [active, setActive] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormulaireCode>({
    resolver: zodResolver(codeActivationSchema, undefined, { raw: true }),
    defaultValues: { code: '' },
  });

  const soumettre = handleSubmit(async ({ code }) => {
    try {
      const ok = await activation.mutateAsync({ body: { code: code.trim().toUpperCase() } });
      if (!ok) {
        setError('code', { message: 'Code incorrect : vérifiez le code indiqué sur le courrier.' }, { shouldFocus: true });
        return;
      }
      setActive(true);
      surActivation();
      // the account no longer holds ATTENTE_ACTIVATION_TELE: the home banner goes
      await recharger().catch(() => undefined);
    } catch (e) {
      if (e instanceof ErreurApi && e.status === 400) setError('code', { message: e.corps.erreurs?.code ?? e.message });
    }
  });

  if (active) {
    return (
      <>
        <Alert
          severity="success"
          as="h2"
          title="Votre compte est activé"
          description="Vous pouvez désormais immatriculer et gérer vos copropriétés."
          className={fr.cx('fr-mb-3w')}
        />
        <Button linkProps={{ to: cheminAccueil(visiteur) }}>Page d'accueil</Button>
      </>
    );
  }
  return (
    <>
      <p>
        Un courrier contenant le code d'activation a été envoyé à l'adresse postale de votre établissement, sous 15 jours après la
        création du compte. Saisissez ce code pour activer votre compte.
      </p>
      <form onSubmit={soumettre} noValidate aria-label="Saisie du code reçu par courrier">
        <Input
          label="Code d'activation"
          hintText="8 lettres ou chiffres, tels qu'indiqués sur le courrier."
          {...etatChamp(errors.code?.message)}
          nativeInputProps={{ ...register('code'), autoComplete: 'one-time-code', autoCapitalize: 'characters', maxLength: 8 }}
        />
        <Button type="submit" disabled={isSubmitting}>
          Activer mon compte
        </Button>
      </form>
    </>
  );
}

/* ---------- nothing to activate ---------- */

function DejaActive() {
  const { visiteur } = useSession();
  return (
    <>
      <Alert severity="info" as="h2" title="Votre compte est déjà activé" description="Aucune activation n'est en attente." />
      <Button className={fr.cx('fr-mt-3w')} linkProps={{ to: cheminAccueil(visiteur) }}>
        Page d'accueil
      </Button>
    </>
  );
}

function SansCle() {
  return (
    <>
      <p>L'activation d'un compte de syndic se fait en deux étapes :</p>
      <ol>
        <li>
          le <strong>lien du courriel d'activation</strong>, envoyé à la création du compte, ouvre cette page pour choisir votre
          mot de passe ;
        </li>
        <li>
          le <strong>code d'activation reçu par courrier</strong> se saisit ici une fois connecté(e).
        </li>
      </ol>
      {pageExiste('/compte') && <Button linkProps={{ to: '/compte' }}>Se connecter</Button>}
    </>
  );
}
