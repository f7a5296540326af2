import { SessionProvider } from '../auth/SessionProvider.tsx';
import { Coquille } from './Coquille.tsx';

/** The root route: the session (it needs the router to navigate on 401) around the page shell. */
export function Racine() {
  return (
    <SessionProvider>
      <Coquille />
    </SessionProvider>
  );
}
