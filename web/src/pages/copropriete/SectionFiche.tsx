/** A titled section of a condominium's record. */
import { type ReactNode } from 'react';
import { fr } from '@codegouvfr/react-dsfr';

export function Section({ id, titre, children }: { id: string; titre: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className={fr.cx('fr-mb-6w')}>
      <h2 id={`${id}-titre`} className={fr.cx('fr-h3')}>
        {titre}
      </h2>
      {children}
    </section>
  );
}
