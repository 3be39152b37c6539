import { configureStore } from '@reduxjs/toolkit'
import { useDispatch, useSelector, useStore } from 'react-redux'

import { campaignReducer } from './campaignSlice'
import { overviewReducer } from './overviewSlice'

/**
 * A campaigns page's own store, created when the page mounts: Redux stays out of every other route's first
 * load (the bundle budget), and the data is read afresh each time a page is opened.
 */
export const createCampaignsStore = () =>
  configureStore({ reducer: { overview: overviewReducer, campaign: campaignReducer } })

export type CampaignsStore = ReturnType<typeof createCampaignsStore>
export type CampaignsRootState = ReturnType<CampaignsStore['getState']>
export type CampaignsDispatch = CampaignsStore['dispatch']

export const useCampaignsDispatch = useDispatch.withTypes<CampaignsDispatch>()
export const useCampaignsSelector = useSelector.withTypes<CampaignsRootState>()
export const useCampaignsStore = useStore.withTypes<CampaignsStore>()
