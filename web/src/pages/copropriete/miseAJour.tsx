/**
 * [issue 11] The update of a registered condominium `/copropriete/mise-a-jour/:id/:typeMaj` (typeMaj ANNUELLE,
 * STANDARD, MODIF_DEMANDE or MODIFICATION_ADMIN; spec 000 §2–§5), through the registration's stepper
 * (immatriculer-copropriete/Etapes.tsx), with drafts:
 *  1. `GET coproprietes/infos/{id}/{authority}`: may the caller start it (else why), is a draft in progress (resume it
 *     or start again from the declaration in force), is an exercise locked;
 *  2. `POST coproprietes/declaration/{id}/{typeMaj}/{nouveau}` opens the draft (resumed, or written: one per
 *     condominium, issue 27); its id goes into the address
 *     (`?declaration=…&etape=…`), so that a reload resumes it where it was;
 *  3. each "Suivant" checks the step (the shared rules) and saves the draft (`PUT …/declaration/false/{x}`); the
 *     summary records the update (`PUT …/declaration/true/{x}`, with the keeper's reason on an administrative update).
 * No mandate step (the mandate changes through its renewal) and no duplicates step. On the annual update the
 * financial step is the new exercise; on the others a locked exercise is shown read-only with its reason.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { type ButtonProps } from '@codegouvfr/react-dsfr/Button';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import { infosAction } from '@registre/shared/routes/coproprietes.routes';
import { ouvrirMiseAJour } from '@registre/shared/routes/declarations.routes';
import type { DeclarationDto } from '@registre/shared/schemas/copropriete/api';
import { type TypeMajAssistant } from '@registre/shared/schemas/copropriete/miseAJour';
import { appeler, ErreurApi } from '../../api/client.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { formaterNumero } from '../../features/demandes/demandes.ts';
import {
  AUTORITE_MISE_A_JOUR,
  cheminFiche,
  cheminMiseAJour,
  estTypeMajAssistant,
  etapeMiseAJour,
  libelleBrouillon,
  libelleTypeMaj,
} from '../../features/declaration/miseAJour.ts';
import { Parcours, type InfosAction } from './ParcoursMiseAJour.tsx';

function messageEchec(e: unknown, defaut: string): string {
  if (!(e instanceof ErreurApi)) return defaut;
  if (e.status === 404) return "Cette copropriété n'existe pas ou vous n'y avez pas accès.";
  if (e.status === 403) return "Vous n'avez pas le droit de faire cette mise à jour.";
  return e.message;
}

/** A new page for each condominium and kind of update (nothing kept from another one when the address changes). */
export default function MiseAJourCopropriete() {
  const { id = '', typeMaj = '' } = useParams();
  return <PageMiseAJour key={`${id}/${typeMaj}`} />;
}

function PageMiseAJour() {
  const { id: idParam = '', typeMaj: typeParam = '' } = useParams();
  const [query] = useSearchParams();
  const titre = usePageCourante()?.titre ?? "Mise à jour d'une copropriété";
  const idCopropriete = Number(idParam);
  const valide = Number.isInteger(idCopropriete) && idCopropriete > 0 && estTypeMajAssistant(typeParam);
  const typeMaj = (estTypeMajAssistant(typeParam) ? typeParam : 'STANDARD') as TypeMajAssistant;
  const idDeclarationAdresse = Number(query.get('declaration')) || null;
  const etape = etapeMiseAJour(query.get('etape'));
  const naviguer = useNavigate();

  const [infos, setInfos] = useState<InfosAction | null>(null);
  const [erreurInfos, setErreurInfos] = useState<string | null>(null);
  const [declaration, setDeclaration] = useState<DeclarationDto | null>(null);
  const [chargement, setChargement] = useState(0);
  const [ouverture, setOuverture] = useState(false);
  const [erreurOuverture, setErreurOuverture] = useState<string | null>(null);

  // 1. may the caller start this update, is a draft in progress (read once per page: never from a cache)
  useEffect(() => {
    if (!valide) return;
    const controle = new AbortController();
    appeler(infosAction, {
      params: { id: idCopropriete, authority: AUTORITE_MISE_A_JOUR[typeMaj] },
      erreursGerees: [403, 404],
      signal: controle.signal,
    })
      .then(setInfos)
      .catch((e: unknown) => {
        if ((e as Error).name !== 'AbortError')
          setErreurInfos(messageEchec(e, "Les informations de la copropriété n'ont pas pu être chargées : veuillez réessayer."));
      });
    return () => controle.abort();
  }, [valide, idCopropriete, typeMaj]);

  // 2. the draft: resumed (nouveau=false: the one in progress, or a new one) or started again from the declaration in force
  const ouvrir = useCallback(
    async (nouveau: boolean) => {
      setOuverture(true);
      setErreurOuverture(null);
      try {
        const d = await appeler(ouvrirMiseAJour, {
          params: { a: idCopropriete, b: typeMaj, c: nouveau ? 'true' : 'false' },
          erreursGerees: [400, 403, 404, 409],
        });
        setDeclaration(d);
        setChargement((n) => n + 1);
        // the draft in the address: a reload resumes it
        if (d.id !== null) naviguer(cheminMiseAJour(idCopropriete, typeMaj, { declaration: d.id, etape }), { replace: true });
      } catch (e) {
        setErreurOuverture(messageEchec(e, "La mise à jour n'a pas pu être ouverte : veuillez réessayer."));
      } finally {
        setOuverture(false);
      }
    },
    [idCopropriete, typeMaj, etape, naviguer],
  );

  const brouillon = infos?.brouillon ?? null;
  // a draft of another kind is not resumed here: this update replaces it
  const autreType = brouillon !== null && brouillon.typeMaj !== typeMaj;
  const recommencer: ButtonProps = {
    children: 'Recommencer à partir de la déclaration en vigueur',
    priority: autreType ? 'primary' : 'secondary',
    iconId: 'fr-icon-refresh-line',
    type: 'button',
    disabled: ouverture,
    onClick: () => void ouvrir(true),
  };
  const boutonsBrouillon: [ButtonProps, ...ButtonProps[]] = autreType
    ? [recommencer]
    : [
        {
          children: 'Reprendre le brouillon',
          iconId: 'fr-icon-edit-line',
          type: 'button',
          disabled: ouverture,
          onClick: () => void ouvrir(false),
        },
        recommencer,
      ];
  // no draft, or the one of the address (a reload): opened at once; another draft: the user chooses
  const ouvertureDirecte =
    infos !== null && infos.possible && (brouillon === null || brouillon.idDeclaration === idDeclarationAdresse);
  useEffect(() => {
    if (ouvertureDirecte && declaration === null && !ouverture && erreurOuverture === null) void ouvrir(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ouvertureDirecte, declaration]);

  const lienFiche = (
    <p className={fr.cx('fr-mt-3w')}>
      <Link className={fr.cx('fr-link', 'fr-icon-arrow-left-line', 'fr-link--icon-left')} to={cheminFiche(idCopropriete)}>
        Retour à la fiche de la copropriété
      </Link>
    </p>
  );

  const designation = infos ? [infos.nomCopropriete, formaterNumero(infos.immatriculation)].filter(Boolean).join(' — ') : '';

  let contenu;
  if (!valide)
    contenu = (
      <Alert
        severity="error"
        as="h2"
        title="Mise à jour inconnue"
        description="Cette mise à jour n'existe pas : choisissez-la depuis la fiche de la copropriété."
      />
    );
  else if (erreurInfos)
    contenu = (
      <>
        <Alert severity="error" as="h2" title="Mise à jour indisponible" description={erreurInfos} />
        {lienFiche}
      </>
    );
  else if (infos === null) contenu = <p role="status">Chargement…</p>;
  else if (!infos.possible)
    contenu = (
      <>
        <Alert
          severity="warning"
          as="h2"
          title="Cette mise à jour n'est pas possible pour le moment"
          description={infos.raison ?? "Cette mise à jour n'est pas possible pour cette copropriété."}
        />
        {lienFiche}
      </>
    );
  else if (erreurOuverture)
    contenu = (
      <>
        <Alert severity="error" as="h2" title="La mise à jour n'a pas pu être ouverte" description={erreurOuverture} />
        {lienFiche}
      </>
    );
  else if (declaration === null && brouillon !== null && !ouvertureDirecte)
    contenu = (
      <section aria-labelledby="titre-brouillon">
        <h2 id="titre-brouillon" className={fr.cx('fr-h4')}>
          Une mise à jour est déjà en cours
        </h2>
        {autreType ? (
          <p>
            {libelleBrouillon(brouillon)}. Commencer une {libelleTypeMaj(typeMaj).toLowerCase()} à partir de la déclaration en
            vigueur remplace ce brouillon ; pour le reprendre, revenez à la fiche de la copropriété.
          </p>
        ) : (
          <p>
            {libelleBrouillon(brouillon)}. Vous pouvez la reprendre là où elle en était, ou recommencer à partir de la déclaration
            en vigueur (le brouillon est alors remplacé).
          </p>
        )}
        <ButtonsGroup inlineLayoutWhen="md and up" buttons={boutonsBrouillon} />
        {lienFiche}
      </section>
    );
  else if (declaration === null) contenu = <p role="status">Chargement…</p>;
  else
    contenu = (
      <Parcours
        key={chargement}
        declaration={declaration}
        idCopropriete={idCopropriete}
        typeMaj={typeMaj}
        etape={etape}
        infos={infos}
        majDeclaration={setDeclaration}
        recharger={() => void ouvrir(false)}
      />
    );

  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      {valide && (
        <p className={fr.cx('fr-text--lead', 'fr-mb-3w')} data-testid="type-mise-a-jour">
          {libelleTypeMaj(typeMaj)}
          {designation ? ` — ${designation}` : ''}
        </p>
      )}
      {contenu}
    </div>
  );
}
