/** A professional or volunteer syndic opens the account of its establishment (the sign-up page's main path). */
import { useState, type FormEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import { Civilite, TypeTeledeclarant } from '@registre/shared/domain/enums';
import { ERREURS } from '@registre/shared/errors/catalogue';
import { siret as siretSchema } from '@registre/shared/schemas/commun';
import { inscriptionSchema, type Etablissement, type Inscription } from '@registre/shared/schemas/teledeclarant';
import { etablissementSirene, inscription, siretExiste } from '@registre/shared/routes/inscription.routes';
import { codesApe } from '@registre/shared/routes/referentiels.routes';
import { appeler, ErreurApi } from '../../api/client.ts';
import { useRequete } from '../../api/hooks.ts';
import { Captcha, useCaptcha } from '../../components/Captcha.tsx';
import { etatChamp, placerErreursServeur } from '../../components/formulaire.ts';
import { pageExiste, routeMontee } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';

type TypeInscription = 'PRO' | 'NON_PRO';
const TYPES: readonly TypeInscription[] = ['PRO', 'NON_PRO'];
const LIGNES = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'l7'] as const;
/** every field of the schema but the captcha, which is verified last (a challenge is single-use) */
const CHAMPS = [
  'siret',
  'raisonSociale',
  ...LIGNES,
  'email',
  'emailConfirmation',
  'civilite',
  'nom',
  'prenom',
  'emailGestionnaire',
  'telephone',
  'domicilieFrance',
  'declarationHonneur',
] as const satisfies readonly (keyof Inscription)[];

const normaliserApe = (code: string) => code.trim().toUpperCase().replace('.', '');
const apeLisible = (code: string) => {
  const c = normaliserApe(code);
  return /^\d{4}[A-Z]$/.test(c) ? `${c.slice(0, 2)}.${c.slice(2)}` : code;
};

/**
 * A professional or volunteer syndic opens the account of its establishment (spec 001 §3 "Declarant creation
 * form", §5): type, SIRET (the establishment is read from the Sirene register: company name, address, APE code),
 * the account's email typed twice, the principal administrator, phone, "domicilié en France", the declaration
 * on honour and the captcha. The same zod schema as the server validates every field.
 */
export function InscriptionSyndic() {
  const titre = usePageCourante()?.titre;
  const captcha = useCaptcha('inscription');
  const [type, setType] = useState<TypeInscription | null>(null);
  const [erreurType, setErreurType] = useState<string | null>(null);
  const [etablissement, setEtablissement] = useState<Etablissement | null>(null);
  const [recherche, setRecherche] = useState(false);
  const [envoi, setEnvoi] = useState(false);
  const [erreurEnvoi, setErreurEnvoi] = useState<string | null>(null);
  const [inscrit, setInscrit] = useState<{ email: string; raisonSociale: string } | null>(null);

  const {
    register,
    control,
    handleSubmit,
    trigger,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<Inscription>({
    resolver: zodResolver(inscriptionSchema, undefined, { raw: true }),
    defaultValues: {
      siret: '',
      raisonSociale: '',
      l1: '',
      l2: '',
      l3: '',
      l4: '',
      l5: '',
      l6: '',
      l7: '',
      email: '',
      emailConfirmation: '',
      nom: '',
      prenom: '',
      emailGestionnaire: '',
      telephone: '',
      declarationHonneur: false as unknown as true,
      captcha: '',
    },
  });
  const domicile = useController({ control, name: 'domicilieFrance' });

  // the APE codes allowed for the chosen type (public reference list), to say at once when the code does not fit
  const codes = useRequete(
    codesApe,
    { params: { type: type ?? 'PRO' } },
    { enabled: type !== null && routeMontee(codesApe), staleTime: Infinity },
  );
  const apeRefuse =
    etablissement !== null &&
    codes.data !== undefined &&
    !codes.data.some((c) => etablissement.codeApe !== null && normaliserApe(c.code) === normaliserApe(etablissement.codeApe));

  const oublierEtablissement = () => {
    if (!etablissement) return;
    setEtablissement(null);
    for (const l of LIGNES) setValue(l, '');
    setValue('raisonSociale', '');
  };

  const rechercher = async () => {
    clearErrors('siret');
    const saisi = siretSchema.safeParse(getValues('siret'));
    if (!saisi.success) {
      setError('siret', { message: saisi.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    const siret = saisi.data;
    setRecherche(true);
    oublierEtablissement();
    try {
      const deja = await appeler(siretExiste, { params: { siret }, erreursGerees: [400, 404] });
      if (deja.response) {
        setError('siret', { message: ERREURS.SIRET_DEJA_UTILISE.message }, { shouldFocus: true });
        return;
      }
      const trouve = await appeler(etablissementSirene, { params: { siret }, erreursGerees: [400, 404] });
      if (!trouve.actif) {
        setError(
          'siret',
          {
            message:
              "Cet établissement est fermé d'après le répertoire Sirene : un compte ne peut être ouvert que pour un établissement actif.",
          },
          { shouldFocus: true },
        );
        return;
      }
      setEtablissement(trouve);
      setValue('raisonSociale', trouve.raisonSociale, { shouldValidate: true });
      for (const l of LIGNES) setValue(l, trouve[l] ?? '');
    } catch (e) {
      // the server's French message (unknown SIRET, closed establishment, code not allowed…) under the field
      if (e instanceof ErreurApi && e.status < 500) setError('siret', { message: e.message }, { shouldFocus: true });
    } finally {
      setRecherche(false);
    }
  };

  const envoyer = handleSubmit(async (valeurs) => {
    if (!type) return;
    try {
      await appeler(inscription, { params: { type }, body: valeurs, erreursGerees: [400, 409] });
      setInscrit({ email: valeurs.email.trim(), raisonSociale: valeurs.raisonSociale.trim() });
      window.scrollTo({ top: 0 });
    } catch (e) {
      captcha.nouveau();
      if (!(e instanceof ErreurApi) || e.status >= 500) return;
      if (placerErreursServeur(e, setError, CHAMPS)) return;
      const surSiret = ['SIRET_DEJA_UTILISE', 'CODE_APE_NON_AUTORISE', 'SIRET_INCONNU', 'EMAIL_SIRET_DIFFERENTS'].includes(
        e.code,
      );
      if (surSiret) setError('siret', { message: e.message }, { shouldFocus: true });
      else setErreurEnvoi(e.message);
    }
  });

  const soumettre = async (evenement: FormEvent) => {
    evenement.preventDefault();
    setErreurEnvoi(null);
    setErreurType(type ? null : 'Choisissez le type de syndic.');
    const valide = await trigger(CHAMPS, { shouldFocus: true });
    // the schema compares the two addresses only once every other field is valid: say it at once
    const [adresse, confirmation] = getValues(['email', 'emailConfirmation']);
    const confirmee = (adresse ?? '').trim() === (confirmation ?? '').trim();
    if (!confirmee) setError('emailConfirmation', { message: 'Les deux adresses électroniques doivent être identiques.' });
    if (!type || !valide || !confirmee) return;
    if (!etablissement) {
      setError('siret', { message: "Recherchez d'abord l'établissement de ce SIRET." }, { shouldFocus: true });
      return;
    }
    if (apeRefuse) {
      setError('siret', { message: ERREURS.CODE_APE_NON_AUTORISE.message }, { shouldFocus: true });
      return;
    }
    setEnvoi(true);
    try {
      const idCaptcha = await captcha.verifier();
      if (!idCaptcha) return;
      setValue('captcha', idCaptcha);
      await envoyer();
    } catch {
      // the shell already shows the error alert (server or network failure)
    } finally {
      setEnvoi(false);
    }
  };

  if (inscrit) {
    return (
      <div className={fr.cx('fr-container', 'fr-my-4w')}>
        <h1>{titre}</h1>
        <Alert
          severity="success"
          as="h2"
          title="Votre demande de création de compte est enregistrée"
          description={`Le compte de ${inscrit.raisonSociale} est créé et attend son activation.`}
          className={fr.cx('fr-mb-4w')}
        />
        <h2 className={fr.cx('fr-h4')}>Les deux étapes de l'activation</h2>
        <ol>
          <li className={fr.cx('fr-mb-2w')}>
            <strong>Un courriel d'activation</strong> vient d'être envoyé à l'administrateur principal. Il indique l'identifiant
            de connexion et contient un lien personnel, valable quelques jours, pour choisir le mot de passe. Pensez à vérifier
            vos courriers indésirables.
          </li>
          <li>
            <strong>Un courrier postal</strong> est ensuite envoyé à l'adresse de l'établissement, sous <strong>15 jours</strong>{' '}
            après le choix du mot de passe. Il contient le code d'activation à saisir une fois connecté(e), à la page « Activation
            du compte » : il confirme que votre établissement est bien celui que vous avez déclaré. Tant qu'il n'est pas saisi, un
            bandeau le rappelle en page d'accueil.
          </li>
        </ol>
        <p>
          L'adresse électronique du compte est <strong>{inscrit.email}</strong>.
        </p>
        <Button linkProps={{ to: '/' }}>Retour à la page d'accueil</Button>
      </div>
    );
  }

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--center')}>
        <div className={fr.cx('fr-col-12', 'fr-col-lg-9')}>
          <h1>{titre}</h1>
          <p className={fr.cx('fr-text--lead')}>
            Syndic professionnel ou bénévole, ouvrez le compte de votre établissement pour immatriculer et tenir à jour vos
            copropriétés.
          </p>
          <p className={fr.cx('fr-hint-text')}>Sauf mention contraire, tous les champs sont obligatoires.</p>
          {erreurEnvoi && (
            <Alert
              severity="error"
              as="h2"
              title="Votre compte n'a pas été créé"
              description={erreurEnvoi}
              className={fr.cx('fr-mb-3w')}
              role="alert"
            />
          )}
          <form onSubmit={soumettre} noValidate aria-label="Créer un compte de syndic">
            <RadioButtons
              legend="Vous êtes"
              name="type"
              orientation="horizontal"
              state={erreurType ? 'error' : 'default'}
              stateRelatedMessage={erreurType ?? undefined}
              options={TYPES.map((t) => ({
                label: TypeTeledeclarant.labels[t],
                hintText:
                  t === 'PRO'
                    ? "Cabinet d'administration de biens ou agence immobilière exerçant l'activité de syndic"
                    : 'Syndic non professionnel doté d’un SIRET : syndicat coopératif, association syndicale libre…',
                nativeInputProps: {
                  value: t,
                  checked: type === t,
                  onChange: () => {
                    setType(t);
                    setErreurType(null);
                  },
                },
              }))}
            />

            <fieldset className={fr.cx('fr-fieldset')} aria-labelledby="inscription-etablissement">
              <legend className={fr.cx('fr-fieldset__legend')} id="inscription-etablissement">
                <h2 className={fr.cx('fr-h5', 'fr-mb-0')}>Votre établissement</h2>
              </legend>
              <div className={fr.cx('fr-fieldset__element')}>
                <Input
                  label="SIRET de l'établissement"
                  hintText="14 chiffres, sans espace. Les informations de l'établissement sont lues dans le répertoire Sirene."
                  {...etatChamp(errors.siret?.message)}
                  nativeInputProps={{
                    ...register('siret', { onChange: oublierEtablissement }),
                    inputMode: 'numeric',
                    autoComplete: 'off',
                    maxLength: 14,
                    onKeyDown: (e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        void rechercher();
                      }
                    },
                  }}
                />
                <Button
                  type="button"
                  priority="secondary"
                  iconId="fr-icon-search-line"
                  onClick={() => void rechercher()}
                  disabled={recherche}
                >
                  Rechercher l'établissement
                </Button>
              </div>
              <div className={fr.cx('fr-fieldset__element')} aria-live="polite">
                {etablissement && (
                  <div data-testid="etablissement-trouve">
                    <p className={fr.cx('fr-mb-1w')}>
                      <span className={fr.cx('fr-text--bold')}>Code APE :</span>{' '}
                      <span data-champ="codeApe">
                        {etablissement.codeApe ? apeLisible(etablissement.codeApe) : 'non renseigné'}
                        {etablissement.libelleNaf ? ` — ${etablissement.libelleNaf}` : ''}
                      </span>
                    </p>
                    {apeRefuse && (
                      <p className={fr.cx('fr-error-text', 'fr-mt-0')} data-testid="ape-refuse">
                        {ERREURS.CODE_APE_NON_AUTORISE.message}
                      </p>
                    )}
                  </div>
                )}
              </div>
              {etablissement && (
                <>
                  <div className={fr.cx('fr-fieldset__element')}>
                    <Input
                      label="Raison sociale"
                      {...etatChamp(errors.raisonSociale?.message)}
                      nativeInputProps={{ ...register('raisonSociale'), autoComplete: 'organization', maxLength: 100 }}
                    />
                  </div>
                  <p className={fr.cx('fr-fieldset__element', 'fr-hint-text', 'fr-mb-1w')}>
                    Adresse postale de l'établissement, où sera envoyé le code d'activation (38 caractères par ligne au maximum ;
                    lignes facultatives).
                  </p>
                  {LIGNES.map((l, i) => (
                    <div className={fr.cx('fr-fieldset__element')} key={l}>
                      <Input
                        label={`Adresse, ligne ${i + 1} (facultatif)`}
                        {...etatChamp(errors[l]?.message)}
                        nativeInputProps={{ ...register(l), maxLength: 38, autoComplete: 'off' }}
                      />
                    </div>
                  ))}
                </>
              )}
            </fieldset>

            <fieldset className={fr.cx('fr-fieldset')} aria-labelledby="inscription-compte">
              <legend className={fr.cx('fr-fieldset__legend')} id="inscription-compte">
                <h2 className={fr.cx('fr-h5', 'fr-mb-0')}>Adresse électronique du compte</h2>
              </legend>
              <div className={fr.cx('fr-fieldset__element')}>
                <Input
                  label="Adresse électronique"
                  hintText="Format attendu : nom@domaine.fr"
                  {...etatChamp(errors.email?.message)}
                  nativeInputProps={{ ...register('email'), type: 'email', autoComplete: 'email', maxLength: 100 }}
                />
              </div>
              <div className={fr.cx('fr-fieldset__element')}>
                <Input
                  label="Confirmation de l'adresse électronique"
                  hintText="Saisissez à nouveau l'adresse."
                  {...etatChamp(errors.emailConfirmation?.message)}
                  nativeInputProps={{
                    ...register('emailConfirmation'),
                    type: 'email',
                    autoComplete: 'off',
                    maxLength: 100,
                    onPaste: (e) => e.preventDefault(),
                  }}
                />
              </div>
            </fieldset>

            <fieldset className={fr.cx('fr-fieldset')} aria-labelledby="inscription-gestionnaire">
              <legend className={fr.cx('fr-fieldset__legend')} id="inscription-gestionnaire">
                <h2 className={fr.cx('fr-h5', 'fr-mb-0')}>Administrateur principal du compte</h2>
                <span className={fr.cx('fr-hint-text')}>
                  La personne qui gère le compte : elle reçoit le courriel d'activation et crée ensuite les autres utilisateurs.
                </span>
              </legend>
              <div className={fr.cx('fr-fieldset__element')}>
                <RadioButtons
                  legend="Civilité"
                  orientation="horizontal"
                  state={errors.civilite ? 'error' : 'default'}
                  stateRelatedMessage={errors.civilite ? 'Choisissez la civilité.' : undefined}
                  options={Civilite.values.map((code) => ({
                    label: Civilite.labels[code],
                    nativeInputProps: { ...register('civilite'), value: code },
                  }))}
                />
              </div>
              <div className={fr.cx('fr-fieldset__element')}>
                <Input
                  label="Nom"
                  {...etatChamp(errors.nom?.message)}
                  nativeInputProps={{ ...register('nom'), autoComplete: 'family-name', maxLength: 50 }}
                />
              </div>
              <div className={fr.cx('fr-fieldset__element')}>
                <Input
                  label="Prénom"
                  {...etatChamp(errors.prenom?.message)}
                  nativeInputProps={{ ...register('prenom'), autoComplete: 'given-name', maxLength: 50 }}
                />
              </div>
              <div className={fr.cx('fr-fieldset__element')}>
                <Input
                  label="Adresse électronique de l'administrateur"
                  hintText="Format attendu : nom@domaine.fr"
                  {...etatChamp(errors.emailGestionnaire?.message)}
                  nativeInputProps={{ ...register('emailGestionnaire'), type: 'email', autoComplete: 'email', maxLength: 100 }}
                />
              </div>
              <div className={fr.cx('fr-fieldset__element')}>
                <Input
                  label="Téléphone"
                  hintText="Format international, par exemple +33122334455"
                  {...etatChamp(errors.telephone?.message)}
                  nativeInputProps={{ ...register('telephone'), type: 'tel', autoComplete: 'tel' }}
                />
              </div>
              <div className={fr.cx('fr-fieldset__element')}>
                <RadioButtons
                  legend="L'administrateur est-il domicilié en France ?"
                  name={domicile.field.name}
                  orientation="horizontal"
                  state={errors.domicilieFrance ? 'error' : 'default'}
                  stateRelatedMessage={errors.domicilieFrance?.message}
                  options={[
                    { valeur: true, label: 'Oui' },
                    { valeur: false, label: 'Non' },
                  ].map((o) => ({
                    label: o.label,
                    nativeInputProps: {
                      value: String(o.valeur),
                      checked: domicile.field.value === o.valeur,
                      onChange: () => domicile.field.onChange(o.valeur),
                      onBlur: domicile.field.onBlur,
                    },
                  }))}
                />
              </div>
            </fieldset>

            <Checkbox
              state={errors.declarationHonneur ? 'error' : 'default'}
              stateRelatedMessage={errors.declarationHonneur?.message}
              options={[
                {
                  label: "Je certifie sur l'honneur l'exactitude des informations saisies.",
                  nativeInputProps: register('declarationHonneur'),
                },
              ]}
            />

            <Captcha captcha={captcha} />

            <Button type="submit" disabled={envoi} className={fr.cx('fr-mt-2w')}>
              Créer le compte
            </Button>
          </form>
          {pageExiste('/compte') && (
            <p className={fr.cx('fr-mt-4w')}>
              Vous avez déjà un compte ? <Link to="/compte">Se connecter</Link>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
