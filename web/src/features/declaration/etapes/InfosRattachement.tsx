/**
 * Step infos-rattachement (syndic's route only) — block infoRattachement (spec 000 §3.1, rules §5 "Mandate"):
 * provisional administrator or syndic, mandate dates, the type of the supporting document and the document itself
 * (issue 27: the registration attaches the condominium at once, so the PDF is asked here).
 */
import { useFormContext } from 'react-hook-form';
import { TypeJustifMandat } from '@registre/shared/domain/enums';
import { ChampDate, ChampListe, ChampOuiNon, Element, Groupe } from '../champs.tsx';
import { JustificatifMandat } from './JustificatifMandat.tsx';

export function EtapeInfosRattachement() {
  const { watch } = useFormContext();
  const admin = watch('infoRattachement.adminProvisoire') as unknown;
  const estAdmin = admin === 'true' || admin === true;
  const estSyndic = admin === 'false' || admin === false;
  const types = TypeJustifMandat.list.filter((t) =>
    estAdmin ? t.code === 'ORDO_NOMINATION' : estSyndic ? t.code !== 'ORDO_NOMINATION' : true,
  );
  return (
    <>
      <Groupe titre="Votre mandat">
        <Element>
          <ChampOuiNon
            nom="infoRattachement.adminProvisoire"
            label="Êtes-vous administrateur provisoire de la copropriété ?"
            hint="Un administrateur provisoire est désigné par une ordonnance du tribunal judiciaire."
          />
        </Element>
        <Element>
          <ChampDate nom="infoRattachement.dateDebutMandat" label="Date de début du mandat" hint="Au plus tard aujourd'hui" />
        </Element>
        <Element>
          <ChampDate
            nom="infoRattachement.dateFinMandat"
            label="Date de fin du mandat"
            hint="Postérieure à aujourd'hui ; un mandat dure moins de 3 ans, 12 mois en général"
          />
        </Element>
      </Groupe>
      <Groupe titre="Justificatif du mandat">
        <Element>
          <ChampListe
            nom="infoRattachement.typeJustifMandat"
            label="Type de justificatif"
            hint="Joignez ci-dessous le document lui-même : la copropriété est rattachée à votre compte dès son immatriculation."
            options={types}
          />
        </Element>
        <Element>
          <JustificatifMandat />
        </Element>
      </Groupe>
    </>
  );
}
