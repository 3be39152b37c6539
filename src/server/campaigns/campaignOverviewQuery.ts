import { z } from 'zod'
import {
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_STATUSES,
  DEFAULT_OVERVIEW_PARAMS,
  DIALING_MODES,
  type CampaignOverviewParams
} from '@/shared/campaigns/campaignTypes'
import { given as givenOnce, wholeNumber } from '@/server/http/queryParams'
import { ID_PATTERN } from './campaignIds'

/** The overview's largest page: a wall of every campaign of an organisation in one scroll. */
export const MAX_OVERVIEW_PAGE_SIZE = 2000
const MAX_LIST_VALUES = 100

// Lists are one parameter, comma-separated (`status=on,stopping`), never the parameter repeated.
const given = <T extends z.ZodType<unknown, string>>(name: string, schema: T) =>
  givenOnce(name, schema, `${name} must be given once (separate values with commas).`)

/** A comma-separated list, each value checked: `status=on,stopping`. `problem` says what is wrong with a bad value. */
const commaList = (name: string, isValid: (value: string) => boolean, problem: string) =>
  z
    .string()
    .transform(value => [...new Set(value.split(',').map(item => item.trim()))])
    .superRefine((values, ctx) => {
      const bad = values.filter(value => !isValid(value))
      if (bad.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: `${name}: ${bad
            .slice(0, 3)
            .map(value => JSON.stringify(value))
            .join(', ')} ${problem}.`
        })
      else if (values.length > MAX_LIST_VALUES)
        ctx.addIssue({ code: 'custom', message: `${name} may list at most ${MAX_LIST_VALUES} values.` })
    })

const oneOf = (values: readonly string[]) => (value: string) => values.includes(value)
const isId = (value: string) => ID_PATTERN.test(value)

const sortPattern = new RegExp(`^(${CAMPAIGN_SORT_FIELDS.join('|')})(:(asc|desc))?$`)

/**
 * GET /api/campaigns's query (docs/campaigns.md): every parameter optional, unknown ones refused, so a typo
 * never silently widens a result. Answers the parameters as applied (every default filled in).
 */
export const campaignOverviewQuerySchema = z
  .strictObject({
    q: given('q', z.string().max(100, 'q may be 100 characters at most.')),
    status: given(
      'status',
      commaList('status', oneOf(CAMPAIGN_STATUSES), `is not a status (${CAMPAIGN_STATUSES.join(', ')})`)
    ),
    dialingMode: given(
      'dialingMode',
      commaList('dialingMode', oneOf(DIALING_MODES), `is not a dialing mode (${DIALING_MODES.join(', ')})`)
    ),
    divisionId: given('divisionId', commaList('divisionId', isId, 'is not an id')),
    contactListId: given('contactListId', commaList('contactListId', isId, 'is not an id')),
    sort: given(
      'sort',
      z
        .string()
        .regex(
          sortPattern,
          `sort must be one of ${CAMPAIGN_SORT_FIELDS.join(', ')}, optionally with :asc or :desc.`
        )
    ),
    page: given('page', wholeNumber('page', 1, 1_000_000)),
    pageSize: given('pageSize', wholeNumber('pageSize', 1, MAX_OVERVIEW_PAGE_SIZE)),
    // Not a filter: the caller receives the platform's events, so progress may be read less often. Read by
    // readOverviewLive; it is not part of the answer's params.
    live: given('live', z.enum(['1'], { error: 'live must be 1 when given.' })),
    // Not a filter either: the caller has just subscribed to the platform's events and asks once for what
    // changed before that (readOverviewRecheck).
    recheck: given('recheck', z.enum(['1'], { error: 'recheck must be 1 when given.' })),
    // Not a filter: the rows of active and invalid campaigns carry their live figures (readOverviewPerformance).
    performance: given('performance', z.enum(['1'], { error: 'performance must be 1 when given.' }))
  })
  .transform((query): CampaignOverviewParams => {
    const defaults = DEFAULT_OVERVIEW_PARAMS
    const [field, direction = 'asc'] = (query.sort ?? defaults.sort).split(':')
    return {
      q: (query.q ?? defaults.q).trim(),
      status: (query.status ?? defaults.status) as CampaignOverviewParams['status'],
      dialingMode: (query.dialingMode ?? defaults.dialingMode) as CampaignOverviewParams['dialingMode'],
      divisionId: query.divisionId ?? defaults.divisionId,
      contactListId: query.contactListId ?? defaults.contactListId,
      sort: `${field}:${direction}` as CampaignOverviewParams['sort'],
      page: query.page ?? defaults.page,
      pageSize: query.pageSize ?? defaults.pageSize
    }
  })

/** Whether GET /api/campaigns was asked with `live=1` (checked by campaignOverviewQuerySchema). */
export const readOverviewLive = (query: Partial<Record<string, string | string[]>>): boolean =>
  query.live === '1'

/** Whether GET /api/campaigns was asked with `recheck=1` (checked by campaignOverviewQuerySchema). */
export const readOverviewRecheck = (query: Partial<Record<string, string | string[]>>): boolean =>
  query.recheck === '1'

/** Whether GET /api/campaigns was asked with `performance=1` (checked by campaignOverviewQuerySchema). */
export const readOverviewPerformance = (query: Partial<Record<string, string | string[]>>): boolean =>
  query.performance === '1'
