// The DSFR artwork files, as URLs (never inlined: `<use>` cannot point into a data: URL). Each file holds the
// pictogram's three layers as symbols; the DSFR style sheet colours them (light and dark themes).
import avatar from '@codegouvfr/react-dsfr/dsfr/artwork/pictograms/digital/avatar.svg?no-inline';
import information from '@codegouvfr/react-dsfr/dsfr/artwork/pictograms/system/information.svg?no-inline';
import house from '@codegouvfr/react-dsfr/dsfr/artwork/pictograms/buildings/house.svg?no-inline';
import book from '@codegouvfr/react-dsfr/dsfr/artwork/pictograms/leisure/book.svg?no-inline';
import search from '@codegouvfr/react-dsfr/dsfr/artwork/pictograms/digital/search.svg?no-inline';
import document from '@codegouvfr/react-dsfr/dsfr/artwork/pictograms/document/document.svg?no-inline';
import companie from '@codegouvfr/react-dsfr/dsfr/artwork/pictograms/buildings/companie.svg?no-inline';
import community from '@codegouvfr/react-dsfr/dsfr/artwork/pictograms/leisure/community.svg?no-inline';
import signDocument from '@codegouvfr/react-dsfr/dsfr/artwork/pictograms/document/sign-document.svg?no-inline';
import documentDownload from '@codegouvfr/react-dsfr/dsfr/artwork/pictograms/document/document-download.svg?no-inline';
import dataVisualization from '@codegouvfr/react-dsfr/dsfr/artwork/pictograms/digital/data-visualization.svg?no-inline';
import type { Pictogramme as Nom } from '../lib/navigation/index.ts';

const PICTOS: Record<Nom, string> = {
  avatar,
  aide: information,
  maison: house,
  livre: book,
  recherche: search,
  document,
  entreprise: companie,
  communaute: community,
  signature: signDocument,
  telechargement: documentDownload,
  statistiques: dataVisualization,
};

const COUCHES = ['decorative', 'minor', 'major'] as const;

/**
 * The DSFR pictogram of a route-table tile (decorative: the tile title carries the meaning), drawn from the DSFR
 * artwork file as the DSFR does (`<svg class="fr-artwork"><use href="…#artwork-major">`): no path data in the
 * JavaScript (the inline pictograms weighed 17 KB gzip on the home page, issue 15).
 */
export function Pictogramme({ nom }: { nom: Nom }) {
  const fichier = PICTOS[nom];
  return (
    <svg
      className="fr-artwork"
      aria-hidden="true"
      focusable="false"
      width="1em"
      height="1em"
      fontSize="3.5rem"
      viewBox="0 0 80 80"
      xmlns="http://www.w3.org/2000/svg"
    >
      {COUCHES.map((c) => (
        <use key={c} className={`fr-artwork-${c}`} href={`${fichier}#artwork-${c}`} />
      ))}
    </svg>
  );
}
