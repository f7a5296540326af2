import Avatar from '@codegouvfr/react-dsfr/picto/Avatar';
import Book from '@codegouvfr/react-dsfr/picto/Book';
import Community from '@codegouvfr/react-dsfr/picto/Community';
import Companie from '@codegouvfr/react-dsfr/picto/Companie';
import Document from '@codegouvfr/react-dsfr/picto/Document';
import DocumentDownload from '@codegouvfr/react-dsfr/picto/DocumentDownload';
import House from '@codegouvfr/react-dsfr/picto/House';
import Information from '@codegouvfr/react-dsfr/picto/Information';
import Search from '@codegouvfr/react-dsfr/picto/Search';
import SignDocument from '@codegouvfr/react-dsfr/picto/SignDocument';
import type { Pictogramme as Nom } from '../routes.tsx';

const PICTOS = {
  avatar: Avatar,
  aide: Information,
  maison: House,
  livre: Book,
  recherche: Search,
  document: Document,
  entreprise: Companie,
  communaute: Community,
  signature: SignDocument,
  telechargement: DocumentDownload,
};

/** The DSFR pictogram of a route-table tile (decorative: the tile title carries the meaning). */
export function Pictogramme({ nom }: { nom: Nom }) {
  const P = PICTOS[nom];
  return <P fontSize="3.5rem" aria-hidden="true" focusable="false" />;
}
