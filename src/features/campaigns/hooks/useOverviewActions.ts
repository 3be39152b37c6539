import { type RefObject, useEffect, useRef, useState } from 'react'

import type { BulkAction, CampaignRow } from '@/shared/campaigns/campaignTypes'
import { useStableCallback } from '@/shared/hooks/useStableCallback'

import { type BulkPlan, planBulkAction, type SelectedCampaign } from '../model/bulkPlan'
import { type ActionOutcome, useCampaignAction } from './useCampaignAction'

type Switching = Extract<BulkAction, 'start' | 'stop'>

interface OverviewActionsOptions {
  /** ask the server again (after an action) */
  refreshNow: () => void
  /** the selection, kept by id (what failed for a passing reason stays selected after a bulk action) */
  setSelection: (
    change: (current: ReadonlyMap<string, SelectedCampaign>) => Map<string, SelectedCampaign>
  ) => void
  /** where the focus goes when nothing else is left: the page's heading */
  headingRef: RefObject<HTMLHeadingElement | null>
}

/**
 * What the overview does for the person: a row's switch (start at once; stop after a confirmation, as bulk
 * actions ask), bulk actions after their confirmation, and one feedback per action (the row and the live
 * region for a switch that worked, the result panel over the toolbar otherwise). Also where the focus goes:
 * back to the control the action came from when the result is dismissed, to the result when the toolbar that
 * held the control is gone, to the page's heading when nothing else is left; never to the document's start.
 */
export function useOverviewActions({ refreshNow, setSelection, headingRef }: OverviewActionsOptions) {
  const act = useCampaignAction({ toast: false })
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null)
  const [leftAsIs, setLeftAsIs] = useState<BulkPlan['acting']>([])
  const [announcement, setAnnouncement] = useState('')
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set())
  const [plan, setPlan] = useState<BulkPlan | null>(null)
  const [bulkBusy, setBulkBusy] = useState(false)
  // The campaign whose stop is being confirmed (kept while the dialog fades out, so its text stays).
  const [stopping, setStopping] = useState<CampaignRow | null>(null)
  const [stopOpen, setStopOpen] = useState(false)

  const resultsRef = useRef<HTMLDivElement>(null)
  const actionOrigin = useRef<HTMLElement | null>(null)
  const rememberOrigin = () => {
    actionOrigin.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
  }
  const closeResults = () => {
    const origin = actionOrigin.current
    ;(origin?.isConnected ? origin : headingRef.current)?.focus()
    setOutcome(null)
  }

  // The result lies over the toolbar: after a bulk action it has replaced the bar whose button had the focus,
  // so it takes the focus; after a switch's refusal the switch keeps it.
  const focusResults = useRef(false)
  useEffect(() => {
    if (!focusResults.current || !outcome) return
    focusResults.current = false
    resultsRef.current?.focus()
  })
  const finish = (done: ActionOutcome, skipped: BulkPlan['acting'] = [], takeFocus = false) => {
    focusResults.current = takeFocus
    setOutcome(done)
    setLeftAsIs(skipped)
    setAnnouncement(done.summary)
    refreshNow()
  }

  const toggle = async (row: CampaignRow, action: Switching) => {
    setPendingIds(current => new Set(current).add(row.id))
    const done = await act(action, [row])
    setPendingIds(current => {
      const next = new Set(current)
      next.delete(row.id)
      return next
    })
    // A switch that did what it says needs no more words on screen: the row shows it (and the live region
    // says it). A refusal is shown in place, with why.
    if (done.results.every(result => result.ok)) {
      setAnnouncement(done.summary)
      refreshNow()
    } else finish(done)
  }
  // Stopping a running campaign is asked first, as bulk actions are; starting is not (it is undone by a stop).
  // (Stable, so the grid's columns are not redefined on every render.)
  const onSwitch = useStableCallback((row: CampaignRow, action: Switching) => {
    rememberOrigin()
    if (action === 'stop') {
      setStopping(row)
      setStopOpen(true)
    } else void toggle(row, action)
  })

  const askBulk = (action: BulkAction, selected: readonly SelectedCampaign[]) => {
    rememberOrigin()
    setPlan(planBulkAction(action, selected))
  }
  const confirmBulk = useStableCallback(async () => {
    if (!plan) return
    setBulkBusy(true)
    const done = await act(plan.action, plan.acting)
    setBulkBusy(false)
    setPlan(null)
    // What succeeded, and what was left as is, leaves the selection; what failed for a passing reason stays
    // selected, to try again.
    const keep = new Set(
      done.results.filter(result => !result.ok && result.retryable).map(result => result.id)
    )
    setSelection(current => new Map([...current].filter(([id]) => keep.has(id))))
    finish(
      done,
      plan.skipped.flatMap(group => group.campaigns),
      true
    )
  })
  // (The dialogs' handlers keep their identity: the dialogs are memoised, and the overview renders every
  // second while campaigns dial.)
  const closeBulk = useStableCallback(() => setPlan(null))
  const confirmStop = useStableCallback(() => {
    if (stopping) void toggle(stopping, 'stop')
    setStopOpen(false)
  })
  const closeStop = useStableCallback(() => setStopOpen(false))

  return {
    outcome,
    /** a new selection means the person has moved on from the last result */
    clearOutcome: () => setOutcome(null),
    leftAsIs,
    announcement,
    pendingIds,
    onSwitch,
    askBulk,
    resultsRef,
    closeResults,
    bulkDialog: {
      plan,
      busy: bulkBusy,
      onConfirm: confirmBulk,
      onClose: closeBulk
    },
    stopDialog: {
      open: stopOpen,
      campaign: stopping,
      onConfirm: confirmStop,
      onClose: closeStop
    }
  }
}
