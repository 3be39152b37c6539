import { api, listDetailQuery, listExportCall, outboundListUrl } from '@/shared/data'
import type {
  DncListCount,
  DncListDetail,
  DncListsAnswer,
  DncListsParams,
  DncNumbersChange,
  DncNumbersChangeAnswer
} from '@/shared/dncLists/dncListTypes'
import { givenParams, type ListResult, listResponse } from '@/shared/ui/list'

import { type DncListScreenRow, withCapabilities } from '../model/dncRowCapabilities'

const BASE = '/api/dnc-lists'

/**
 * The do-not-call lists in the data layer (docs/dnc-lists.md): the lists (each with what the person may do to
 * it), one list's facts, its numbers changed in batches, its export. A change of numbers does not read the lists
 * again by itself: the drawer says when it is over (one read for all its batches).
 */
export const dncListsApi = api.enhanceEndpoints({ addTagTypes: ['DncLists', 'DncList'] }).injectEndpoints({
  endpoints: build => ({
    /** GET /api/dnc-lists */
    dncLists: build.query<ListResult<DncListScreenRow, DncListCount>, DncListsParams>({
      query: params => ({ method: 'GET', url: BASE, params: givenParams(params) }),
      transformResponse: listResponse({
        rows: (answer: DncListsAnswer) =>
          answer.dncLists.map(row => withCapabilities(row, answer.capabilities))
      }),
      providesTags: ['DncLists']
    }),
    /** GET /api/dnc-lists/:id (the list, what the person may do, the organisation's default country) */
    dncList: build.query<DncListDetail, string>(listDetailQuery(BASE, 'DncList')),
    /** POST /api/dnc-lists/:id/numbers with at most 1,000 numbers in E.164 (one batch). */
    changeDncNumbers: build.mutation<DncNumbersChangeAnswer, { id: string; change: DncNumbersChange }>({
      query: ({ id, change }) => ({
        method: 'POST',
        url: `${outboundListUrl(BASE, id)}/numbers`,
        data: change
      })
    }),
    /** GET /api/dnc-lists/:id/export: the list's numbers as CSV. */
    exportDncList: build.mutation<string, { id: string }>(listExportCall(BASE))
  })
})

export const { useChangeDncNumbersMutation, useDncListQuery, useExportDncListMutation } = dncListsApi
