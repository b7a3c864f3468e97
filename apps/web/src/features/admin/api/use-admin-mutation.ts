import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys';

/** A console change: once the server has it, every console query is read again (queues, counts, the order). */
export function useAdminMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
