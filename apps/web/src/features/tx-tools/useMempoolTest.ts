import { testTransactions } from '@outpoint/explorer-client'
import { useMutation } from '@tanstack/react-query'
import { useExplorerClient } from '../../queries/client'

/** Asks the node whether it would accept these raw transactions (`testmempoolaccept`); nothing is sent. */
export function useMempoolTest() {
  const client = useExplorerClient()
  return useMutation({
    mutationFn: (transactions: string[]) => testTransactions(client, { transactions }),
    retry: false,
  })
}
