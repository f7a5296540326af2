import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { lireEtablissement, modifierEtablissement } from '@registre/shared/routes/inscription.routes';
import { modifierEtablissementSchema, type Etablissement } from '@registre/shared/schemas/teledeclarant';
import { appeler, ErreurApi } from '../../api/client.ts';
import { cleRequete, useMutationRoute, useRequete } from '../../api/hooks.ts';
import { useSession } from '../../auth/SessionProvider.tsx';
import { etatChamp, placerErreursServeur } from '../../components/formulaire.ts';
import { notifier } from '../../lib/notifications.ts';
import { accesAutorise, routeMontee } from '../../lib/navigation/index.ts';
import { AlerteConflit, BoutonsEnregistrement } from '../../components/Edition.tsx';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { AccesLogiciels } from './AccesLogiciels.tsx';
import { accesLogicielsDisponibles } from './accesLogiciels.ts';

type Formulaire = z.input<typeof modifierEtablissementSchema>;
const LIGNES = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'l7'] as const;
const CHAMPS = ['raisonSociale', ...LIGNES, 'telephone'] as const;

const valeursDe = (e: Etablissement): Formulaire => ({
  raisonSociale: e.raisonSociale,
  l1: e.l1 ?? '',
  l2: e.l2 ?? '',
  l3: e.l3 ?? '',
  l4: e.l4 ?? '',
  l5: e.l5 ?? '',
  l6: e.l6 ?? '',
  l7: e.l7 ?? '',
  telephone: e.telephone ?? '',
  version: e.version ?? 0,
});

const apeLisible = (code: string) => {
  const c = code.trim().toUpperCase().replace('.', '');
  return /^\d{4}[A-Z]$/.test(c) ? `${c.slice(0, 2)}.${c.slice(2)}` : code;
};

/**
 * "Mon établissement" (spec 001 §2, §3 "Establishment"): what the register holds about the declarant's
 * establishment. Its company name, postal address and phone are editable with MON_ENTREPRISE_ECRITURE only; the
 * form sends the version it was read with (409 when someone saved in between, as in "Mon compte"). [issue 25] Its
 * principal administrator also manages there the software accesses of the web service (AccesLogiciels.tsx).
 */
export default function MonEtablissement() {
  const { compte, visiteur } = useSession();
  const titre = usePageCourante()?.titre;
  const id = compte?.idTeledeclarant ?? null;
  const lecture = useRequete(lireEtablissement, { params: { id: id ?? 0 } }, { enabled: id !== null });

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      <div className={fr.cx('fr-grid-row')}>
        <div className={fr.cx('fr-col-12', 'fr-col-lg-9')}>
          {id === null ? (
            <Alert
              severity="info"
              as="h2"
              title="Aucun établissement"
              description="Votre compte n'est rattaché à aucun établissement de télédéclarant."
            />
          ) : lecture.data ? (
            <>
              <Fiche etablissement={lecture.data} id={id} />
              {accesLogicielsDisponibles(visiteur) && <AccesLogiciels />}
            </>
          ) : lecture.isPending ? (
            <p role="status">Chargement de votre établissement…</p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function Fiche({ etablissement, id }: { etablissement: Etablissement; id: number }) {
  const { visiteur } = useSession();
  const queryClient = useQueryClient();
  const modifiable = routeMontee(modifierEtablissement) && accesAutorise(modifierEtablissement.acces, visiteur);
  const enregistrer = useMutationRoute(modifierEtablissement, { erreursGerees: [400, 409] });
  const [conflit, setConflit] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Formulaire>({
    resolver: zodResolver(modifierEtablissementSchema, undefined, { raw: true }),
    defaultValues: valeursDe(etablissement),
  });

  useEffect(() => {
    if (!isDirty) reset(valeursDe(etablissement));
  }, [etablissement, isDirty, reset]);

  const cle = cleRequete(lireEtablissement, { params: { id } });
  const soumettre = handleSubmit(async (valeurs) => {
    setConflit(false);
    try {
      const nouveau = await enregistrer.mutateAsync({ body: valeurs });
      queryClient.setQueryData(cle, nouveau);
      reset(valeursDe(nouveau));
      notifier({ severite: 'success', titre: 'Les informations de votre établissement ont été enregistrées.' });
    } catch (e) {
      if (!(e instanceof ErreurApi)) return;
      if (e.status === 409) setConflit(true);
      else if (e.status === 400 && !placerErreursServeur(e, setError, CHAMPS)) {
        notifier({ severite: 'error', titre: "Les informations n'ont pas été enregistrées.", description: e.message });
      }
    }
  });

  const adresse = LIGNES.map((l) => etablissement[l]).filter((l): l is string => Boolean(l));

  return (
    <>
      <section aria-labelledby="etablissement-identite" className={fr.cx('fr-mb-4w')}>
        <h2 id="etablissement-identite" className={fr.cx('fr-h4')}>
          Identification
        </h2>
        <dl className="fr-grid-row fr-grid-row--gutters fiche">
          <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
            <dt className={fr.cx('fr-text--bold')}>SIRET</dt>
            <dd data-champ="siret">{etablissement.siret}</dd>
          </div>
          <div className={fr.cx('fr-col-12', 'fr-col-md-8')}>
            <dt className={fr.cx('fr-text--bold')}>Code APE</dt>
            <dd data-champ="codeApe">
              {etablissement.codeApe ? apeLisible(etablissement.codeApe) : 'Non renseigné'}
              {etablissement.libelleNaf ? ` — ${etablissement.libelleNaf}` : ''}
            </dd>
          </div>
          {etablissement.libelleTypeEtab && (
            <div className={fr.cx('fr-col-12', 'fr-col-md-4')}>
              <dt className={fr.cx('fr-text--bold')}>Type d'établissement</dt>
              <dd>{etablissement.libelleTypeEtab}</dd>
            </div>
          )}
        </dl>
        <p className={fr.cx('fr-hint-text')}>
          Le SIRET et le code APE proviennent du répertoire Sirene ; ils ne se modifient pas ici.
        </p>
      </section>

      {conflit && (
        <AlerteConflit
          titre="Ces informations ont été modifiées entre-temps"
          libelleBouton="Recharger les informations"
          recharger={async () => {
            const relu = await queryClient
              .fetchQuery({ queryKey: cle, queryFn: () => appeler(lireEtablissement, { params: { id } }), staleTime: 0 })
              .catch(() => null);
            if (!relu) return;
            reset(valeursDe(relu));
            setConflit(false);
          }}
        />
      )}

      <section aria-labelledby="etablissement-coordonnees">
        <h2 id="etablissement-coordonnees" className={fr.cx('fr-h4')}>
          Raison sociale et coordonnées
        </h2>
        {modifiable ? (
          <form onSubmit={soumettre} noValidate aria-labelledby="etablissement-coordonnees">
            <p className={fr.cx('fr-hint-text')}>Sauf mention contraire, tous les champs sont obligatoires.</p>
            <Input
              label="Raison sociale"
              {...etatChamp(errors.raisonSociale?.message)}
              nativeInputProps={{ ...register('raisonSociale'), autoComplete: 'organization', maxLength: 100 }}
            />
            <fieldset className={fr.cx('fr-fieldset')} aria-labelledby="etablissement-adresse">
              <legend className={fr.cx('fr-fieldset__legend', 'fr-text--regular')} id="etablissement-adresse">
                Adresse postale
                <span className={fr.cx('fr-hint-text')}>Sept lignes de 38 caractères au plus, toutes facultatives.</span>
              </legend>
              {LIGNES.map((l, i) => (
                <div className={fr.cx('fr-fieldset__element')} key={l}>
                  <Input
                    label={`Ligne ${i + 1} (facultatif)`}
                    {...etatChamp(errors[l]?.message)}
                    nativeInputProps={{ ...register(l), maxLength: 38 }}
                  />
                </div>
              ))}
            </fieldset>
            <Input
              label="Téléphone (facultatif)"
              hintText="Format international, par exemple +33122334455"
              {...etatChamp(errors.telephone?.message)}
              nativeInputProps={{ ...register('telephone'), type: 'tel', autoComplete: 'tel' }}
            />
            <BoutonsEnregistrement
              occupe={isSubmitting}
              modifie={isDirty}
              annuler={() => {
                reset(valeursDe(etablissement));
                setConflit(false);
              }}
            />
          </form>
        ) : (
          <dl className="fiche">
            <dt className={fr.cx('fr-text--bold')}>Raison sociale</dt>
            <dd data-champ="raisonSociale">{etablissement.raisonSociale}</dd>
            <dt className={fr.cx('fr-text--bold')}>Adresse postale</dt>
            <dd data-champ="adresse">
              {adresse.length
                ? adresse.map((l, i) => (
                    <span key={i}>
                      {l}
                      <br />
                    </span>
                  ))
                : 'Non renseignée'}
            </dd>
            <dt className={fr.cx('fr-text--bold')}>Téléphone</dt>
            <dd>{etablissement.telephone || 'Non renseigné'}</dd>
          </dl>
        )}
      </section>
    </>
  );
}
