import { createAsyncThunk, createSlice, original, type PayloadAction } from '@reduxjs/toolkit'

import { type ApiFailure, failureOf } from '@/features/sessionApi'
import { recentChanges } from '@/shared/ui/list/model/recentChanges'
import type {
  BulkActionRequest,
  BulkActionResponse,
  CampaignOverview
} from '@/shared/campaigns/campaignTypes'
import type { CampaignLiveFiguresAnswer } from '@/shared/campaigns/performanceTypes'

import { requestCampaignAction, requestOverview } from '../api/campaignsApi'
import { takePrefetchedOverview } from '../api/overviewPrefetch'
import { applyCampaignChanges, type CampaignChange, keepNewerEvents } from './campaignEvents'
import { applyLiveFigures } from './liveFigures'
import { shareUnchanged } from './shareUnchanged'
import { withRecentChanges } from './withRecentChanges'

/** The overview: the last answer (kept while a refresh runs or fails) and the state of the requests. */
export interface OverviewState {
  data: CampaignOverview | null
  /** a request runs (a first load, a new query or a refresh) */
  loading: boolean
  /** why the last request failed; null once one succeeds. The last data stays shown. */
  error: ApiFailure | null
}

export const initialOverviewState: OverviewState = { data: null, loading: false, error: null }

interface ThunkConfig {
  rejectValue: ApiFailure
}

/**
 * GET /api/campaigns with the query's parameters; an answer replaces the overview, with what this browser
 * deleted or saved in the last minute over a listing that may lag behind it. Abortable.
 */
export const fetchOverview = createAsyncThunk<CampaignOverview, Record<string, string | number>, ThunkConfig>(
  'campaigns/fetchOverview',
  async (params, { signal, rejectWithValue }) => {
    try {
      const answer = await (takePrefetchedOverview(params, signal) ?? requestOverview(params, signal))
      return withRecentChanges(answer, recentChanges())
    } catch (error) {
      return rejectWithValue(failureOf(error))
    }
  }
)

/** POST /api/campaigns/actions (start, stop or recycle some campaigns): one result per id. */
export const runCampaignAction = createAsyncThunk<BulkActionResponse, BulkActionRequest, ThunkConfig>(
  'campaigns/runAction',
  async ({ action, ids }, { rejectWithValue }) => {
    try {
      return await requestCampaignAction(action, ids)
    } catch (error) {
      return rejectWithValue(failureOf(error))
    }
  }
)

export const overviewSlice = createSlice({
  name: 'overview',
  initialState: initialOverviewState,
  reducers: {
    /** Campaigns changed on the platform (their notifications, in order): the rows change in place. */
    campaignsChanged(state, { payload }: PayloadAction<readonly CampaignChange[]>) {
      if (state.data) applyCampaignChanges(state.data, payload)
    },
    /** Live figures read after statistics events: the rows' performance changes in place. */
    liveFiguresArrived(state, { payload }: PayloadAction<CampaignLiveFiguresAnswer>) {
      if (state.data) applyLiveFigures(state.data, payload)
    },
    /** The first answer, already here when the page opens (asked for ahead, right after a sign-in). */
    overviewArrived(state, { payload }: PayloadAction<CampaignOverview>) {
      if (state.data) return
      state.data = payload
      state.error = null
    }
  },
  extraReducers: builder => {
    builder
      .addCase(fetchOverview.pending, state => {
        state.loading = true
      })
      .addCase(fetchOverview.fulfilled, (state, { payload }) => {
        const shown = state.data && original(state.data)
        state.data = shown ? shareUnchanged(shown, keepNewerEvents(shown, payload)) : payload
        state.loading = false
        state.error = null
      })
      .addCase(fetchOverview.rejected, (state, action) => {
        // Aborted by a newer query (which is pending meanwhile) or by leaving the page: it decides.
        if (action.meta.aborted) return
        state.loading = false
        state.error = action.payload ?? failureOf(action.error.message)
      })
  }
})

export const overviewReducer = overviewSlice.reducer
export const { campaignsChanged, liveFiguresArrived, overviewArrived } = overviewSlice.actions
