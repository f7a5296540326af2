/** The categorisation tool's territory criteria: the cascade of official lists, within the agent's scope. */
import { useState } from 'react';
import { type UseFormReturn } from 'react-hook-form';
import { fr } from '@codegouvfr/react-dsfr';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Select } from '@codegouvfr/react-dsfr/Select';
import { Tag } from '@codegouvfr/react-dsfr/Tag';
import { type CriteresCategorisation } from '@registre/shared/schemas/categorisation';
import {
  communesDeDepartement,
  communesDeEpci,
  departementsDeRegion,
  epciDeDepartement,
  regions,
} from '@registre/shared/routes/statistiques.routes';
import { useRequete } from '../../api/hooks.ts';
import { Formulaire, STABLE } from './criteres.ts';

/** The territories chosen (several per level), each added from the cascade of official lists, within the scope. */
export function Territoires({
  form,
  perimetreTexte,
}: {
  form: UseFormReturn<Formulaire, unknown, CriteresCategorisation>;
  perimetreTexte: string | null;
}) {
  const { watch, setValue } = form;
  const [region, setRegion] = useState('');
  const [departement, setDepartement] = useState('');
  const [epci, setEpci] = useState('');
  const [commune, setCommune] = useState('');
  const [noms, setNoms] = useState<Record<string, string>>({});
  const [niveauScope, codeScope] = (perimetreTexte ?? 'NATIONAL').split(':');
  const listeRegions = useRequete(regions, {}, STABLE);
  const listeDepartements = useRequete(departementsDeRegion, { params: { idRegion: region || '0' } }, STABLE);
  const depEffectif = niveauScope === 'DEPARTEMENT' ? codeScope : departement;
  const listeEpci = useRequete(
    epciDeDepartement,
    { params: { numDepartement: depEffectif } },
    { ...STABLE, enabled: depEffectif !== '' },
  );
  const communesEpci = useRequete(communesDeEpci, { params: { sirenEpci: epci } }, { ...STABLE, enabled: epci !== '' });
  const communesDep = useRequete(
    communesDeDepartement,
    { params: { dept: depEffectif } },
    { ...STABLE, enabled: epci === '' && depEffectif !== '' },
  );
  const listeCommunes = epci ? communesEpci : communesDep;

  if (niveauScope === 'EPCI' || niveauScope === 'COMMUNE')
    return <p className={fr.cx('fr-hint-text')}>Votre recherche porte sur votre territoire.</p>;

  const regionsVisibles = (listeRegions.data ?? []).filter((r) => niveauScope !== 'REGION' || r.code === codeScope);
  const departementsVisibles = (listeDepartements.data ?? []).filter(
    (d) => (niveauScope !== 'REGION' || d.codeRegion === codeScope) && (niveauScope !== 'DEPARTEMENT' || d.code === codeScope),
  );
  const choisis = {
    regions: watch('regions') ?? [],
    departements: watch('departements') ?? [],
    epcis: watch('epcis') ?? [],
    communes: watch('communes') ?? [],
  };
  const ajouter = (champ: keyof typeof choisis, code: string, nom: string) => {
    if (!code || choisis[champ].includes(code)) return;
    setValue(champ, [...choisis[champ], code], { shouldDirty: true });
    setNoms((n) => ({ ...n, [`${champ}:${code}`]: nom }));
  };
  const retirer = (champ: keyof typeof choisis, code: string) =>
    setValue(
      champ,
      choisis[champ].filter((c) => c !== code),
      { shouldDirty: true },
    );
  const etiquettes = (Object.keys(choisis) as (keyof typeof choisis)[]).flatMap((champ) =>
    choisis[champ].map((code) => ({ champ, code, nom: noms[`${champ}:${code}`] ?? code })),
  );
  const LIBELLE = { regions: 'Région', departements: 'Département', epcis: 'EPCI', communes: 'Commune' } as const;

  return (
    <>
      <div className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-grid-row--bottom')}>
        {niveauScope !== 'DEPARTEMENT' && (
          <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
            <Select
              label="Région"
              nativeSelectProps={{
                value: region,
                onChange: (e) => {
                  setRegion(e.target.value);
                  setDepartement('');
                  setEpci('');
                  setCommune('');
                },
              }}
            >
              <option value="">{niveauScope === 'REGION' ? 'Votre région' : 'Toutes les régions'}</option>
              {regionsVisibles.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.nom}
                </option>
              ))}
            </Select>
            <Button
              size="small"
              priority="tertiary"
              type="button"
              disabled={!region}
              onClick={() => ajouter('regions', region, regionsVisibles.find((r) => r.code === region)?.nom ?? region)}
            >
              Ajouter la région
            </Button>
          </div>
        )}
        <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
          <Select
            label="Département"
            nativeSelectProps={{
              value: niveauScope === 'DEPARTEMENT' ? codeScope : departement,
              disabled: niveauScope === 'DEPARTEMENT',
              onChange: (e) => {
                setDepartement(e.target.value);
                setEpci('');
                setCommune('');
              },
            }}
          >
            <option value="">Tous les départements</option>
            {departementsVisibles.map((d) => (
              <option key={d.code} value={d.code}>
                {d.nom} ({d.code})
              </option>
            ))}
          </Select>
          {niveauScope !== 'DEPARTEMENT' && (
            <Button
              size="small"
              priority="tertiary"
              type="button"
              disabled={!departement}
              onClick={() =>
                ajouter('departements', departement, departementsVisibles.find((d) => d.code === departement)?.nom ?? departement)
              }
            >
              Ajouter le département
            </Button>
          )}
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
          <Select
            label="Intercommunalité (EPCI)"
            hint={depEffectif ? undefined : "Choisissez d'abord un département."}
            nativeSelectProps={{
              value: epci,
              disabled: !depEffectif,
              onChange: (e) => {
                setEpci(e.target.value);
                setCommune('');
              },
            }}
          >
            <option value="">Toutes les intercommunalités</option>
            {(listeEpci.data ?? []).map((x) => (
              <option key={x.siren} value={x.siren}>
                {x.metropole ? `${x.nom} (territoire du Grand Paris)` : x.nom}
              </option>
            ))}
          </Select>
          <Button
            size="small"
            priority="tertiary"
            type="button"
            disabled={!epci}
            onClick={() => ajouter('epcis', epci, listeEpci.data?.find((x) => x.siren === epci)?.nom ?? epci)}
          >
            Ajouter l'intercommunalité
          </Button>
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
          <Select
            label="Commune"
            hint={depEffectif ? undefined : "Choisissez d'abord un département."}
            nativeSelectProps={{ value: commune, disabled: !depEffectif, onChange: (e) => setCommune(e.target.value) }}
          >
            <option value="">Toutes les communes</option>
            {(listeCommunes.data ?? []).map((c) => (
              <option key={c.codeInsee} value={c.codeInsee}>
                {c.nom} ({c.codeInsee})
              </option>
            ))}
          </Select>
          <Button
            size="small"
            priority="tertiary"
            type="button"
            disabled={!commune}
            onClick={() => ajouter('communes', commune, listeCommunes.data?.find((c) => c.codeInsee === commune)?.nom ?? commune)}
          >
            Ajouter la commune
          </Button>
        </div>
      </div>
      <div data-testid="territoires-choisis" aria-live="polite">
        {etiquettes.length === 0 ? (
          <p className={fr.cx('fr-hint-text', 'fr-mt-1w')}>Aucun territoire choisi : tout votre périmètre.</p>
        ) : (
          <ul className={fr.cx('fr-tags-group', 'fr-mt-1w')}>
            {etiquettes.map((t) => (
              <li key={`${t.champ}:${t.code}`}>
                <Tag
                  dismissible
                  nativeButtonProps={{
                    type: 'button',
                    'aria-label': `Retirer ${LIBELLE[t.champ].toLowerCase()} ${t.nom}`,
                    onClick: () => retirer(t.champ, t.code),
                  }}
                >
                  {`${LIBELLE[t.champ]} : ${t.nom}`}
                </Tag>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
