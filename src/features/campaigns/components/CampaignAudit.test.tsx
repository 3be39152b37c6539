import { screen, within } from '@testing-library/react'

import type { AuditEntry, GenesysCloudActivity } from '@/shared/campaigns/campaignTypes'
import { renderWithProviders } from '@/testing'

import { CampaignTextsProvider } from '../i18n/CampaignTexts'
import { CampaignAudit } from './CampaignAudit'

const QUEUE_BEFORE = '4a000000-0000-4000-8000-000000000001'
const QUEUE_AFTER = '4a000000-0000-4000-8000-000000000002'

const inApp: AuditEntry = {
  id: 'a-1',
  campaignId: 'c-1',
  campaignName: 'Spring renewals',
  action: 'start',
  outcome: 'succeeded',
  detail: null,
  actor: { name: 'Avery Admin', email: 'avery.admin@democc.example' },
  at: '2026-11-21T10:00:00.000Z'
}

const inGenesysCloud: AuditEntry = {
  id: 'gc-1',
  campaignId: 'c-1',
  campaignName: 'Spring renewals',
  action: 'edit',
  outcome: 'succeeded',
  detail: null,
  actor: { name: 'Gale Cloud', email: '' },
  at: '2026-11-21T10:30:00.000Z',
  source: 'genesysCloud',
  changes: [
    { property: 'outboundLineCount', oldValues: ['10'], newValues: ['25'] },
    { property: 'queue', oldValues: [QUEUE_BEFORE], newValues: [QUEUE_AFTER] },
    { property: 'callableTimeSet', oldValues: [], newValues: ['d0000000-0000-4000-8000-000000000009'] }
  ]
}

const renderAudit = (
  entries: AuditEntry[],
  genesysCloud?: GenesysCloudActivity,
  referenceNames: Record<string, string> = {}
) =>
  renderWithProviders(
    <CampaignTextsProvider>
      <CampaignAudit entries={entries} genesysCloud={genesysCloud} referenceNames={referenceNames} />
    </CampaignTextsProvider>
  )

const rows = () =>
  within(screen.getByRole('table', { name: 'Recent activity' }))
    .getAllByRole('row')
    .slice(1)

describe("a campaign's activity", () => {
  it('lists a change made in Genesys Cloud as such: who, what changed in words, never an id', () => {
    renderAudit(
      [inGenesysCloud, inApp],
      { read: 'ok' },
      { [QUEUE_AFTER]: 'Care queue', [QUEUE_BEFORE]: 'Sales queue' }
    )
    const [elsewhere, here] = rows()
    expect(elsewhere).toHaveTextContent('Gale Cloud')
    expect(elsewhere).toHaveTextContent(/Edited\s*in Genesys Cloud/)
    expect(elsewhere).toHaveTextContent('Outbound lines: 10 → 25')
    expect(elsewhere).toHaveTextContent('Queue: Sales queue → Care queue')
    // a reference the page cannot name is said by its label only
    expect(elsewhere).toHaveTextContent('Callable time set')
    expect(elsewhere).not.toHaveTextContent(/d0000000|4a000000/)
    expect(here).toHaveTextContent(/Avery Admin.*avery\.admin@democc\.example.*Started.*Succeeded/)
    expect(here).not.toHaveTextContent('in Genesys Cloud')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('says which permission would show the changes made in Genesys Cloud, and keeps its own entries', () => {
    const needs = { permission: 'audits:audit:view', permissions: ['audits:audit:view'], anyOf: false }
    renderAudit([inApp], { read: 'refused', needs })
    expect(screen.getByRole('status')).toHaveTextContent(
      'Changes made in Genesys Cloud are not shown here. You need the Genesys Cloud permission “View audits” (audits:audit:view).'
    )
    expect(rows()).toHaveLength(1)
  })

  it('never says nothing was done when the changes made in Genesys Cloud could not be read', () => {
    renderAudit([], { read: 'failed' })
    expect(screen.getByRole('status')).toHaveTextContent(
      'The changes made in Genesys Cloud could not be read: only the changes made in Campaign Manager are shown.'
    )
    expect(
      screen.getByText('Nothing has been done to this campaign in Campaign Manager.')
    ).toBeInTheDocument()
    expect(screen.queryByText('Nothing has been done to this campaign yet.')).not.toBeInTheDocument()
  })
})
