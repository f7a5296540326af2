/**
 * Step doublons (spec 000 §2 "The duplicates table", §4.3): the registered condominiums that look like this one,
 * with why each matched. The user keeps the declaration ("not the same condominium": a keeper checks it within one
 * working day) or stops (the existing condominium is to be attached to the account instead). A notary may set
 * each duplicate aside (`validerDoublonCoproNotaire/{id}/{immat}/false`).
 */
import { fr } from '@codegouvfr/react-dsfr';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Table } from '@codegouvfr/react-dsfr/Table';
import { Tag } from '@codegouvfr/react-dsfr/Tag';
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { MOTIFS_DOUBLON, type Doublon } from '@registre/shared/schemas/copropriete/api';
import { dateFr } from '../../../lib/format.ts';

const nombre = (n: number | null) => (n === null ? '—' : String(n));

export function TableauDoublons(props: {
  doublons: readonly Doublon[];
  /** notaries: the duplicates already set aside, and the action */
  ecartes?: ReadonlySet<number>;
  ecarter?: (d: Doublon) => void;
}) {
  const headers = [
    "Numéro d'immatriculation",
    'Nom',
    'Adresse de référence',
    'Date du règlement',
    'Lots',
    'Bâtiments',
    'Représentant légal',
    'Raisons',
  ];
  if (props.ecarter) headers.push('Action');
  return (
    <Table
      caption="Copropriétés déjà immatriculées qui ressemblent à la vôtre"
      bordered
      headers={headers}
      data={props.doublons.map((d) => {
        const ligne = [
          d.immatriculation ? formaterImmatriculation(d.immatriculation) : '—',
          d.nomCopropriete ?? '—',
          d.adresseReference ?? '—',
          dateFr(d.dateReglementCopropriete) || '—',
          nombre(d.nbLots),
          nombre(d.nbBatiments),
          d.representantLegal ?? '—',
          <ul key="m" className={fr.cx('fr-tags-group')}>
            {d.motifs.map((m) => (
              <li key={m}>
                <Tag small>{MOTIFS_DOUBLON[m]}</Tag>
              </li>
            ))}
          </ul>,
        ];
        if (props.ecarter) {
          const ecarte = props.ecartes?.has(d.idCopropriete);
          ligne.push(
            ecarte ? (
              <Badge key="e" small severity="info">
                Écartée
              </Badge>
            ) : (
              <Button key="e" type="button" size="small" priority="secondary" onClick={() => props.ecarter?.(d)}>
                Ce n'est pas cette copropriété
              </Button>
            ),
          );
        }
        return ligne;
      })}
    />
  );
}
