import { useCallback, useEffect, useRef } from 'react'

import type { CampaignLiveFiguresAnswer } from '@/shared/campaigns/performanceTypes'
import { useDataDispatch } from '@/shared/data'

import { campaignsApi } from '../api/campaignsApi'
import { LiveFiguresBatcher } from '../model/LiveFiguresBatcher'

/**
 * The live figures of the campaigns whose statistics events arrive (an event says only that they changed):
 * read in batches, at most once per LIVE_FIGURES_WINDOW_MS for the page (LiveFiguresBatcher). Answers the way
 * to say an event came; `onAnswer` receives each answer while the component is shown.
 */
export function useLiveFigures(onAnswer: (answer: CampaignLiveFiguresAnswer) => void): (id: string) => void {
  const dispatch = useDataDispatch()
  const latest = useRef(onAnswer)
  useEffect(() => {
    latest.current = onAnswer
  })
  const batcher = useRef<LiveFiguresBatcher | null>(null)
  useEffect(() => {
    const current = new LiveFiguresBatcher(
      // (not kept in the store: each answer is laid into what the page shows, by onAnswer)
      ids =>
        dispatch(campaignsApi.endpoints.liveFigures.initiate(ids, { track: false }))
          .unwrap()
          .then(answer => {
            if (batcher.current === current) latest.current(answer)
          }),
      Date.now,
      // A tab in the background spends none of the person's platform calls on figures nobody sees.
      () => document.visibilityState !== 'hidden'
    )
    batcher.current = current
    const shown = () => current.resume()
    document.addEventListener('visibilitychange', shown)
    return () => {
      document.removeEventListener('visibilitychange', shown)
      current.dispose()
      if (batcher.current === current) batcher.current = null
    }
  }, [dispatch])
  return useCallback((id: string) => batcher.current?.add(id), [])
}
