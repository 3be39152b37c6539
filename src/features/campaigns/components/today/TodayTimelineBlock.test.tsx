import { screen, within } from '@testing-library/react'

import type { CampaignToday as CampaignTodayAnswer, HealthSpan } from '@/shared/campaigns/campaignTodayTypes'
import { renderWithProviders } from '@/testing'

import { CampaignTextsProvider } from '../../i18n/CampaignTexts'
import { TodayTimelineBlock } from './TodayTimelineBlock'
import { useTodayFormat } from './todayParts'

const TO = '2026-04-01T12:00:00.000Z'
const at = (hoursBeforeTo: number) => new Date(Date.parse(TO) - hoursBeforeTo * 3_600_000).toISOString()

function answerOf(health: HealthSpan[]): CampaignTodayAnswer {
  return {
    campaignId: 'f0000000-0000-4000-8000-000000000007',
    from: at(24),
    to: TO,
    activity: [],
    events: [],
    eventsUnavailable: null,
    health: { states: [{ state: 'on', from: at(5), to: TO }], health }
  }
}

function Block({ data }: { data: CampaignTodayAnswer }) {
  return <TodayTimelineBlock data={data} failed={false} fmt={useTodayFormat()} />
}

describe('the day’s states and health', () => {
  it('says why an on campaign was not dialing, as the platform told it, in the list and on the bar', async () => {
    renderWithProviders(
      <CampaignTextsProvider>
        <Block
          data={answerOf([
            { state: 'healthy', from: at(5), to: at(4) },
            { state: 'unhealthy', reason: 'agents', from: at(4), to: at(3) },
            { state: 'unhealthy', reason: 'lines', from: at(3), to: at(2) },
            { state: 'unhealthy', reason: 'contacts', from: at(2), to: at(1) },
            { state: 'unhealthy', from: at(1), to: TO }
          ])}
        />
      </CampaignTextsProvider>
    )
    const list = await screen.findByRole('list', { name: 'State and health' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map(item => item.lastChild?.textContent)
    ).toEqual([
      'On, not dialing',
      'On, not dialing: no contact callable now',
      'On, not dialing: no outbound line',
      'On, not dialing: no idle agent',
      'On, dialing'
    ])
    const bar = screen.getByTestId('today-timeline-bar')
    expect(within(bar).getByText('On, not dialing: no idle agent')).toHaveAttribute(
      'title',
      expect.stringMatching(/^On, not dialing: no idle agent · /)
    )
  })
})
