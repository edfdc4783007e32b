import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortfolioItem, Reaction } from '@shared/api/entities';
import { useToast } from '@web/components/toast/use-toast';
import { useAuth } from '@web/lib/auth/auth-context';
import { portfolioQueryOptions, putReaction } from './portfolio-api';
import { catalogTexts } from '@shared/texts/catalog';
import { listKey } from '@web/lib/query-keys';

/**
 * A click on like or dislike (product §4): visitors are told to log in; otherwise the toggle is
 * saved, the answered item replaces the cached one, and the list is re-read.
 */
export function useReaction() {
  const { user } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ itemId, reaction }: { itemId: string; reaction: Reaction }) =>
      putReaction(itemId, reaction),
    onSuccess: (updated) => {
      queryClient.setQueryData<PortfolioItem[]>(portfolioQueryOptions(user?.id).queryKey, (items) =>
        items?.map((item) => (item.id === updated.id ? updated : item)),
      );
    },
    onError: () => toast.error(catalogTexts.reactionFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey('portfolio') }),
  });

  const react = (itemId: string, reaction: Reaction) => {
    if (!user) {
      toast.error(catalogTexts.loginToReact);
      return;
    }
    mutation.mutate({ itemId, reaction });
  };
  return { react, saving: mutation.isPending };
}
