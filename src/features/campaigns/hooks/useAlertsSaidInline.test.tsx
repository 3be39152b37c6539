import { act, render, screen, waitFor } from '@testing-library/react'
import { Toaster } from 'react-hot-toast'

import { notifyAlert } from '@/shared/ui/notifyAlert'

import { alertKey } from '../model/campaignAlerts'
import { useAlertsSaidInline } from './useAlertsSaidInline'

beforeAll(() => {
  window.matchMedia = ((media: string) => ({ matches: false, media })) as typeof window.matchMedia
})

function CampaignPage({ id }: { id: string | null }) {
  useAlertsSaidInline(id)
  return null
}

const alert = (campaignId: string, name: string) =>
  notifyAlert(`${name} is not dialing: no agent is available`, {
    id: alertKey(campaignId, 'stalled'),
    href: `/campaigns/${campaignId}`,
    linkText: 'Open the campaign'
  })

describe('useAlertsSaidInline', () => {
  it('takes away the floating alerts about the campaign its page shows, and only those', async () => {
    const { rerender } = render(
      <>
        <Toaster />
        <CampaignPage id={null} />
      </>
    )
    act(() => {
      alert('nps', 'Quarterly NPS Survey')
      alert('power', 'Pilot Callback – Power')
    })
    await screen.findByText(/Quarterly NPS Survey is not dialing/)
    // while the page is loading, nothing is said there yet: the alert stays
    expect(screen.getByText(/Quarterly NPS Survey is not dialing/)).toBeInTheDocument()

    rerender(
      <>
        <Toaster />
        <CampaignPage id="nps" />
      </>
    )
    await waitFor(() => expect(screen.queryByText(/Quarterly NPS Survey is not dialing/)).toBeNull(), {
      timeout: 3_000
    })
    expect(screen.getByText(/Pilot Callback – Power is not dialing/)).toBeInTheDocument()
  })
})
