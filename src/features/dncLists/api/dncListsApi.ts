import { sessionRequest } from '@/features/sessionApi'
import type {
  DncListDetail,
  DncListsAnswer,
  DncListsParams,
  DncNumbersChange,
  DncNumbersChangeAnswer
} from '@/shared/dncLists/dncListTypes'

const listUrl = (id: string) => `/api/dnc-lists/${encodeURIComponent(id)}`

/** GET /api/dnc-lists (docs/dnc-lists.md). */
export const requestDncLists = (params: DncListsParams, signal?: AbortSignal) =>
  sessionRequest<DncListsAnswer>({ method: 'GET', url: '/api/dnc-lists', params, signal })

/** GET /api/dnc-lists/:id (the list, what the person may do, the organisation's default country) */
export const requestDncList = (id: string, signal?: AbortSignal) =>
  sessionRequest<DncListDetail>({ method: 'GET', url: listUrl(id), signal })

/** POST /api/dnc-lists/:id/numbers with at most 1,000 numbers in E.164 (one batch). */
export const requestChangeDncNumbers = (id: string, change: DncNumbersChange, signal?: AbortSignal) =>
  sessionRequest<DncNumbersChangeAnswer>({
    method: 'POST',
    url: `${listUrl(id)}/numbers`,
    data: change,
    signal
  })

/**
 * GET /api/dnc-lists/:id/export: the CSV as text, asked with the token in the header (never in an address a
 * download link would keep in the history).
 */
export const requestDncExport = (id: string) =>
  sessionRequest<string>({ method: 'GET', url: `${listUrl(id)}/export`, responseType: 'text' })
