/** react-query on top of the API client: a query or a mutation per declared route. */
import { useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Route } from '@registre/shared/routes/route';
import { appeler, type ErreurApi, type OptionsAppel } from './client.ts';

export const cleRequete = <R extends Route>(route: R, options?: Pick<OptionsAppel<R>, 'params' | 'query'>) =>
  [route.id, options?.params ?? null, options?.query ?? null] as const;

/** A GET route as a query; the key is the route id with its params and query. */
export function useRequete<R extends Route>(
  route: R,
  options: Omit<OptionsAppel<R>, 'signal' | 'body'> = {},
  config: Omit<UseQueryOptions<z.output<R['response']>, ErreurApi>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<z.output<R['response']>, ErreurApi>({
    queryKey: cleRequete(route, options),
    queryFn: ({ signal }) => appeler(route, { ...options, signal }),
    ...config,
  });
}

/** A writing route as a mutation; `erreursGerees` lists the statuses the form shows itself. */
export function useMutationRoute<R extends Route>(route: R, defauts: Pick<OptionsAppel<R>, 'erreursGerees'> = {}) {
  return useMutation<z.output<R['response']>, ErreurApi, Omit<OptionsAppel<R>, 'signal'>>({
    mutationFn: (options) => appeler(route, { ...defauts, ...options }),
  });
}
