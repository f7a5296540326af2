/**
 * [issue 15] A declaration already sent, opened at a wizard address (`/immatriculer-copropriete/:etape?id=…`, a
 * bookmark, the browser history): it is shown read-only with its status — the DSFR Stepper, each step's block as
 * the summary shows it, "Précédent" / "Suivant" as plain links between the steps, no save nor submit button (the
 * server refuses them anyway: 409 DECLARATION_NON_MODIFIABLE). A declaration sent back by a keeper's precision
 * request is a draft again (BROUILLON) and opens in the editable wizard.
 */
import { Navigate } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { ButtonsGroup } from '@codegouvfr/react-dsfr/ButtonsGroup';
import type { ButtonProps } from '@codegouvfr/react-dsfr/Button';
import { Stepper } from '@codegouvfr/react-dsfr/Stepper';
import { StatutDeclaration, TypeImmat } from '@registre/shared/domain/enums';
import { TITRES_ETAPES, type CleEtape } from '@registre/shared/domain/copropriete/etapes';
import type { DeclarationDto } from '@registre/shared/schemas/copropriete/api';
import { cheminEtape, formulaireDepuisDeclaration, ordreEtapes, positionStepper } from '../../features/declaration/assistant.ts';
import { jourParisFr } from '../../lib/format.ts';
import {
  BlocDonneesFinancieres,
  BlocDonneesTechniques,
  BlocIdentification,
  BlocInfoRattachement,
  BlocProcedures,
  Recapitulatif,
} from '../../features/declaration/etapes/Recapitulatif.tsx';

/** Whether the wizard must show this declaration read-only: it was sent (a new draft has no id yet). */
export const declarationTransmise = (d: Pick<DeclarationDto, 'id' | 'statut'>): boolean =>
  d.id !== null && d.statut !== 'BROUILLON';

export function DeclarationTransmise({ declaration, etape }: { declaration: DeclarationDto; etape: CleEtape }) {
  const ordre = ordreEtapes(declaration.typeImmat, false);
  if (!ordre.includes(etape)) return <Navigate to={cheminEtape('recapitulatif', declaration)} replace />;
  const valeurs = formulaireDepuisDeclaration(declaration);
  const position = positionStepper(etape, ordre);
  const i = ordre.indexOf(etape);
  const precedente = ordre[i - 1];
  const suivante = ordre[i + 1];
  const transmiseLe = jourParisFr(declaration.dateSoumission ?? declaration.dateModification);
  const statut = StatutDeclaration.labels[declaration.statut];

  const boutons: ButtonProps[] = [];
  if (precedente)
    boutons.push({
      children: 'Précédent',
      priority: 'secondary',
      iconId: 'fr-icon-arrow-left-line',
      linkProps: { to: cheminEtape(precedente, declaration) },
    });
  boutons.push(
    suivante
      ? {
          children: 'Suivant',
          iconId: 'fr-icon-arrow-right-line',
          iconPosition: 'right',
          linkProps: { to: cheminEtape(suivante, declaration) },
        }
      : { children: "Retour à l'accueil", priority: 'tertiary', linkProps: { to: '/' } },
  );

  return (
    <div data-testid="declaration-transmise">
      <p className={fr.cx('fr-text--lead', 'fr-mb-3w')}>
        {TypeImmat.labels[declaration.typeImmat]}
        {declaration.emailSyndic ? ` — syndic : ${declaration.emailSyndic}` : ''}
      </p>
      <Alert
        severity="info"
        as="h2"
        className={fr.cx('fr-mb-4w')}
        title={`Cette déclaration a été transmise${transmiseLe ? ` le ${transmiseLe}` : ''} : elle ne peut plus être modifiée.`}
        description={`Statut : ${statut}. Elle est présentée ici en lecture seule.`}
      />
      <Stepper
        currentStep={position.numero}
        stepCount={position.total}
        title={TITRES_ETAPES[etape]}
        nextTitle={position.suivante ? TITRES_ETAPES[position.suivante] : undefined}
      />
      {etape === 'recapitulatif' ? (
        <Recapitulatif valeurs={valeurs} etapes={ordre} />
      ) : etape === 'infos-rattachement' ? (
        valeurs.infoRattachement ? (
          <BlocInfoRattachement valeur={valeurs.infoRattachement} />
        ) : (
          <p className={fr.cx('fr-hint-text')}>Non renseigné</p>
        )
      ) : etape === 'identification' ? (
        <BlocIdentification valeur={valeurs.identification} />
      ) : etape === 'procedures' ? (
        <BlocProcedures valeur={valeurs.procedures} />
      ) : etape === 'donnees-financieres' ? (
        <BlocDonneesFinancieres valeur={valeurs.donneesFinancieres} />
      ) : etape === 'donnees-techniques' ? (
        <BlocDonneesTechniques valeur={valeurs.donneesTechniques} />
      ) : null}
      <ButtonsGroup
        className={fr.cx('fr-mt-4w')}
        inlineLayoutWhen="md and up"
        buttons={boutons as [ButtonProps, ...ButtonProps[]]}
      />
    </div>
  );
}
