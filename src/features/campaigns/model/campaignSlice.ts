import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit'

import { type ApiFailure, failureOf } from '@/features/sessionApi'
import type {
  CampaignDetail,
  CampaignFormOptions,
  CampaignSettings,
  CampaignSettingsInput
} from '@/shared/campaigns/campaignTypes'
import type { CampaignLiveFiguresAnswer } from '@/shared/campaigns/performanceTypes'

import {
  requestCampaign,
  requestCreateCampaign,
  requestDeleteCampaign,
  requestFormOptions,
  requestUpdateCampaign
} from '../api/campaignsApi'
import type { CampaignChange } from './campaignEvents'
import { applyLiveStats } from './liveFigures'

/** One campaign's page (and the new-campaign form's options). */
export interface CampaignState {
  detail: CampaignDetail | null
  loading: boolean
  /** why the last read failed; the last detail stays shown */
  error: ApiFailure | null
  options: CampaignFormOptions | null
  optionsError: ApiFailure | null
}

export const initialCampaignState: CampaignState = {
  detail: null,
  loading: false,
  error: null,
  options: null,
  optionsError: null
}

interface ThunkConfig {
  rejectValue: ApiFailure
}

const attempt = async <T>(call: () => Promise<T>, reject: (failure: ApiFailure) => unknown) => {
  try {
    return await call()
  } catch (error) {
    return reject(failureOf(error)) as never
  }
}

/** GET /api/campaigns/:id; an answer replaces the detail. Abortable. */
export const fetchCampaign = createAsyncThunk<CampaignDetail, string, ThunkConfig>(
  'campaigns/fetchCampaign',
  (id, { signal, rejectWithValue }) => attempt(() => requestCampaign(id, signal), rejectWithValue)
)

/** GET /api/campaigns/options. */
export const fetchFormOptions = createAsyncThunk<CampaignFormOptions, void, ThunkConfig>(
  'campaigns/fetchFormOptions',
  (_, { signal, rejectWithValue }) => attempt(() => requestFormOptions(signal), rejectWithValue)
)

/** PUT /api/campaigns/:id with the version the changes were made on; the answer replaces the detail. */
export const saveCampaign = createAsyncThunk<
  CampaignDetail,
  { id: string; version: number; changes: Partial<CampaignSettingsInput> },
  ThunkConfig
>('campaigns/saveCampaign', ({ id, version, changes }, { rejectWithValue }) =>
  attempt(() => requestUpdateCampaign(id, version, changes), rejectWithValue)
)

/** POST /api/campaigns. */
export const createCampaign = createAsyncThunk<CampaignDetail, CampaignSettings, ThunkConfig>(
  'campaigns/createCampaign',
  (settings, { rejectWithValue }) => attempt(() => requestCreateCampaign(settings), rejectWithValue)
)

/** DELETE /api/campaigns/:id. */
export const deleteCampaign = createAsyncThunk<{ id: string }, string, ThunkConfig>(
  'campaigns/deleteCampaign',
  (id, { rejectWithValue }) => attempt(() => requestDeleteCampaign(id), rejectWithValue)
)

export const campaignSlice = createSlice({
  name: 'campaign',
  initialState: initialCampaignState,
  reducers: {
    /** The campaign's progress, pushed by the platform while it dials. */
    campaignProgressed(state, { payload }: PayloadAction<Extract<CampaignChange, { kind: 'progress' }>>) {
      const campaign = state.detail?.campaign
      if (!campaign || campaign.id !== payload.id) return
      campaign.progress = { called: payload.called, total: payload.total, percentage: payload.percentage }
    },
    /** The campaign's live figures, read after its statistics events (POST /api/campaigns/performance). */
    campaignLiveFigures(state, { payload }: PayloadAction<CampaignLiveFiguresAnswer>) {
      if (state.detail) applyLiveStats(state.detail, payload)
    }
  },
  extraReducers: builder => {
    builder
      .addCase(fetchCampaign.pending, state => {
        state.loading = true
      })
      .addCase(fetchCampaign.fulfilled, (state, { payload }) => {
        state.detail = payload
        state.loading = false
        state.error = null
      })
      .addCase(fetchCampaign.rejected, (state, action) => {
        if (action.meta.aborted) return
        state.loading = false
        state.error = action.payload ?? failureOf(action.error.message)
      })
      .addCase(saveCampaign.fulfilled, (state, { payload }) => {
        state.detail = payload
      })
      .addCase(createCampaign.fulfilled, (state, { payload }) => {
        state.detail = payload
      })
      .addCase(fetchFormOptions.fulfilled, (state, { payload }) => {
        state.options = payload
        state.optionsError = null
      })
      .addCase(fetchFormOptions.rejected, (state, action) => {
        if (action.meta.aborted) return
        state.optionsError = action.payload ?? failureOf(action.error.message)
      })
  }
})

export const campaignReducer = campaignSlice.reducer

export const { campaignProgressed, campaignLiveFigures } = campaignSlice.actions
