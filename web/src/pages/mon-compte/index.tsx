import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { Civilite, StatutCompteUtilisateur } from '@registre/shared/domain/enums';
import * as comptes from '@registre/shared/routes/comptes.routes';
import { modifierCompteSchema, type Compte } from '@registre/shared/schemas/compte';
import { accesAutorise, pageParId, peutOuvrir } from '../../lib/navigation/index.ts';
import { AlerteConflit, BoutonsEnregistrement } from '../../components/Edition.tsx';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { useMutationRoute } from '../../api/hooks.ts';
import { ErreurApi } from '../../api/client.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { notifier } from '../../lib/notifications.ts';
import { Certificats, certificatsDisponibles } from './Certificats.tsx';

/**
 * "Mon compte": what the account holder may change about themself (civility, names, email, phone), validated with the
 * shared schema; the new email is typed twice (spec 001 §5). Login, profile and status are read-only. The form sends
 * the version it was loaded with: a stale version is refused (409) and the form offers to reload.
 */
const formulaireSchema = modifierCompteSchema.extend({ confirmationEmail: z.string() }).superRefine((v, ctx) => {
  if (v.confirmationEmail.trim() !== v.email.trim()) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmationEmail'],
      message: 'Les deux adresses électroniques doivent être identiques.',
    });
  }
});
type Formulaire = z.input<typeof formulaireSchema>;
const CHAMPS = ['civilite', 'nom', 'prenom', 'email', 'telephone'] as const;

const valeursDe = (c: Compte): Formulaire => ({
  civilite: c.civilite ?? (undefined as unknown as Formulaire['civilite']),
  nom: c.nom,
  prenom: c.prenom,
  email: c.email,
  confirmationEmail: c.email,
  telephone: c.telephone ?? '',
  version: c.version,
});

export default function MonCompte() {
  const { compte } = useSession();
  if (!compte) return null;
  return <FormulaireMonCompte compte={compte} />;
}

function FormulaireMonCompte({ compte }: { compte: Compte }) {
  const { visiteur, remplacerCompte, recharger } = useSession();
  const titre = usePageCourante()?.titre;
  // editing follows the write route's own access rule (UPDATE_ACCOUNT)
  const modifiable = accesAutorise(comptes.modifierCompte.acces, visiteur);
  const motDePasse = pageParId('changementMotDePasse');
  const enregistrer = useMutationRoute(comptes.modifierCompte, { erreursGerees: [400, 409] });
  const [conflit, setConflit] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Formulaire>({
    resolver: zodResolver(formulaireSchema, undefined, { raw: true }),
    defaultValues: valeursDe(compte),
  });

  // the account changed elsewhere (reload after a conflict): the form follows when it holds no edit
  useEffect(() => {
    if (!isDirty) reset(valeursDe(compte));
  }, [compte, isDirty, reset]);

  const emailModifie = watch('email')?.trim() !== compte.email;

  const soumettre = handleSubmit(async ({ confirmationEmail: _c, ...valeurs }) => {
    setConflit(false);
    try {
      const nouveau = await enregistrer.mutateAsync({ body: valeurs });
      remplacerCompte(nouveau);
      reset(valeursDe(nouveau));
      notifier({ severite: 'success', titre: 'Vos informations ont été enregistrées.' });
    } catch (e) {
      if (!(e instanceof ErreurApi)) return;
      if (e.status === 409) setConflit(true);
      else if (e.status === 400) {
        const champs = e.corps.erreurs ?? {};
        let place = false;
        for (const champ of CHAMPS) {
          if (champs[champ]) {
            setError(champ, { message: champs[champ] }, { shouldFocus: !place });
            place = true;
          }
        }
        if (!place)
          notifier({ severite: 'error', titre: "Vos informations n'ont pas été enregistrées.", description: e.message });
      }
    }
  });

  const etat = (champ: keyof Formulaire) =>
    errors[champ]?.message ? { state: 'error' as const, stateRelatedMessage: errors[champ]?.message } : {};

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>

      <section aria-labelledby="mon-compte-profil" className={fr.cx('fr-mb-4w')}>
        <h2 id="mon-compte-profil" className={fr.cx('fr-h4')}>
          Mon profil
        </h2>
        <dl className="fr-grid-row fr-grid-row--gutters fiche">
          <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
            <dt className={fr.cx('fr-text--bold')}>Identifiant</dt>
            <dd data-champ="login">{compte.login}</dd>
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
            <dt className={fr.cx('fr-text--bold')}>Profil</dt>
            <dd data-champ="profil">{compte.libelleProfil}</dd>
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
            <dt className={fr.cx('fr-text--bold')}>Statut du compte</dt>
            <dd data-champ="statut">{StatutCompteUtilisateur.labels[compte.statut]}</dd>
          </div>
        </dl>
        <p className={fr.cx('fr-hint-text')}>
          Le profil est attribué par l'administrateur principal de votre établissement ; il ne se modifie pas ici.
        </p>
        {motDePasse && peutOuvrir(motDePasse, visiteur) && (
          <Button priority="secondary" iconId="fr-icon-lock-line" linkProps={{ to: motDePasse.chemin }}>
            Changer mon mot de passe
          </Button>
        )}
      </section>

      {conflit && (
        <AlerteConflit
          titre="Vos informations ont été modifiées entre-temps"
          libelleBouton="Recharger mes informations"
          recharger={async () => {
            const relu = await recharger().catch(() => null);
            if (!relu) return;
            reset(valeursDe(relu));
            setConflit(false);
          }}
        />
      )}

      <section aria-labelledby="mon-compte-coordonnees">
        <h2 id="mon-compte-coordonnees" className={fr.cx('fr-h4')}>
          Mes coordonnées
        </h2>
        {modifiable ? (
          <form onSubmit={soumettre} noValidate aria-labelledby="mon-compte-coordonnees">
            <p className={fr.cx('fr-hint-text')}>Sauf mention contraire, tous les champs sont obligatoires.</p>
            <RadioButtons
              legend="Civilité"
              orientation="horizontal"
              state={errors.civilite ? 'error' : 'default'}
              stateRelatedMessage={errors.civilite?.message}
              options={Civilite.values.map((code) => ({
                label: Civilite.labels[code],
                nativeInputProps: { ...register('civilite'), value: code },
              }))}
            />
            <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters')}>
              <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
                <Input
                  label="Nom"
                  {...etat('nom')}
                  nativeInputProps={{ ...register('nom'), autoComplete: 'family-name', maxLength: 50 }}
                />
              </div>
              <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
                <Input
                  label="Prénom"
                  {...etat('prenom')}
                  nativeInputProps={{ ...register('prenom'), autoComplete: 'given-name', maxLength: 50 }}
                />
              </div>
              <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
                <Input
                  label="Adresse électronique"
                  hintText="Format attendu : nom@domaine.fr"
                  {...etat('email')}
                  nativeInputProps={{ ...register('email'), type: 'email', autoComplete: 'email', maxLength: 100 }}
                />
              </div>
              <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
                <Input
                  label="Confirmation de l'adresse électronique"
                  hintText={emailModifie ? 'Saisissez à nouveau la nouvelle adresse.' : 'Identique à l’adresse ci-contre.'}
                  {...etat('confirmationEmail')}
                  nativeInputProps={{
                    ...register('confirmationEmail'),
                    type: 'email',
                    autoComplete: 'off',
                    maxLength: 100,
                    onPaste: (e) => e.preventDefault(),
                  }}
                />
              </div>
              <div className={fr.cx('fr-col-12', 'fr-col-md-6')}>
                <Input
                  label="Téléphone (facultatif)"
                  hintText="Format international, par exemple +33611223344"
                  {...etat('telephone')}
                  nativeInputProps={{ ...register('telephone'), type: 'tel', autoComplete: 'tel' }}
                />
              </div>
            </div>
            <BoutonsEnregistrement
              occupe={isSubmitting}
              modifie={isDirty}
              annuler={() => {
                reset(valeursDe(compte));
                setConflit(false);
              }}
            />
          </form>
        ) : (
          <dl className="fiche">
            <dt className={fr.cx('fr-text--bold')}>Civilité</dt>
            <dd>{compte.civilite ? Civilite.labels[compte.civilite] : 'Non renseignée'}</dd>
            <dt className={fr.cx('fr-text--bold')}>Nom et prénom</dt>
            <dd>
              {compte.prenom} {compte.nom}
            </dd>
            <dt className={fr.cx('fr-text--bold')}>Adresse électronique</dt>
            <dd>{compte.email}</dd>
            <dt className={fr.cx('fr-text--bold')}>Téléphone</dt>
            <dd>{compte.telephone || 'Non renseigné'}</dd>
          </dl>
        )}
      </section>

      {certificatsDisponibles(visiteur) && <Certificats />}
    </div>
  );
}
