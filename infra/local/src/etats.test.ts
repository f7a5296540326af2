import { describe, expect, it } from 'vitest';
import { creerMoteurEtats } from './etats.ts';

const ASL = JSON.stringify({
  StartAt: 'Calculer',
  States: {
    Calculer: {
      Type: 'Task',
      Resource: 'arn:aws:states:::lambda:invoke',
      Parameters: { FunctionName: '${Doubler}', 'Payload.$': '$' },
      ResultSelector: { 'valeur.$': '$.Payload.valeur' },
      Next: 'Patienter',
    },
    Patienter: { Type: 'Wait', Seconds: 86400, Next: 'Fin' },
    Fin: { Type: 'Succeed' },
  },
});

describe('Step Functions locales', () => {
  const moteur = creerMoteurEtats({
    prefixeArn: 'arn:aws:states:eu-west-3:000000000000:stateMachine:registre-',
    attenteMs: 5,
    workflows: [{ nom: 'essai', asl: ASL, taches: { Doubler: async (p) => ({ valeur: (p as { valeur: number }).valeur * 2 }) } }],
  });

  it('exécute les tâches lambda:invoke avec les mêmes handlers et comprime les attentes', async () => {
    const ex = moteur.demarrer(
      'arn:aws:states:eu-west-3:000000000000:stateMachine:registre-essai',
      JSON.stringify({ valeur: 21 }),
      'un',
    );
    await ex.fini;
    expect(ex.statut).toBe('SUCCEEDED');
    expect(JSON.parse(ex.sortie!)).toEqual({ valeur: 42 });
  });

  it('rend le même démarrage idempotent par son nom, comme AWS', async () => {
    const a = moteur.demarrer('arn:aws:states:eu-west-3:000000000000:stateMachine:registre-essai', '{"valeur":1}', 'deux');
    const b = moteur.demarrer('arn:aws:states:eu-west-3:000000000000:stateMachine:registre-essai', '{"valeur":1}', 'deux');
    expect(b).toBe(a);
    expect(() =>
      moteur.demarrer('arn:aws:states:eu-west-3:000000000000:stateMachine:registre-essai', '{"valeur":2}', 'deux'),
    ).toThrow(/déjà/);
    expect(() => moteur.demarrer('arn:aws:states:eu-west-3:000000000000:stateMachine:registre-autre', '{}')).toThrow(/inconnue/);
  });
});
