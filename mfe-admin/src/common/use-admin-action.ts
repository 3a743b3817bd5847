import { useCallback } from 'react';
import { errorMessage, showToast, useAppDispatch } from '@dd/api-client';

export interface ActionToasts {
  /** The spec's success toast ('Package created' / 'The package has been created successfully.'). */
  success: { title: string; description?: string };
  /** The spec's failure title; the server's message is the description, else `fallback`. */
  failure: { title: string; fallback?: string };
  /** After the failure toast: e.g. a form putting the server's field messages under its fields. */
  onFailure?: (error: unknown) => void;
}

/**
 * Runs an admin write (an RTK Query mutation's `unwrap()`), then raises the spec's toast: success,
 * or a destructive one with the server's message (dad-and-admin §8). Resolves to the result or null.
 */
export function useAdminAction() {
  const dispatch = useAppDispatch();
  return useCallback(
    async <T>(run: () => Promise<T>, { success, failure, onFailure }: ActionToasts): Promise<T | null> => {
      try {
        const result = await run();
        dispatch(showToast(success));
        return result;
      } catch (error) {
        dispatch(showToast({ title: failure.title, description: errorMessage(error, failure.fallback ?? failure.title), variant: 'destructive' }));
        onFailure?.(error);
        return null;
      }
    },
    [dispatch],
  );
}

/** The spec's toasts of a catalog write: '<Noun> created' / 'The <noun> has been created successfully.', and 'Failed to create <noun>'. */
export function savedToasts(noun: string, verb: 'created' | 'updated'): ActionToasts {
  const title = `${noun[0].toUpperCase()}${noun.slice(1)} ${verb}`;
  return { success: { title, description: `The ${noun} has been ${verb} successfully.` }, failure: { title: `Failed to ${verb === 'created' ? 'create' : 'update'} ${noun}` } };
}
