import { screen } from '@testing-library/react'

import { renderWithProviders } from '@/testing'

import { CampaignsInUse } from './CampaignsInUse'

const dotBeside = (name: string) => {
  const line = screen.getByRole('link', { name }).closest('span[class]')!.parentElement!
  return line.querySelector<HTMLElement>('span[aria-hidden="true"]')!
}

describe('CampaignsInUse', () => {
  it('marks the first campaign with its own status: no green dot beside one that is off', () => {
    const { unmount } = renderWithProviders(
      <CampaignsInUse
        texts="contactLists"
        campaigns={[
          { id: 'c1', name: 'Arrears East', status: 'off' },
          { id: 'c2', name: 'Arrears West', status: 'on' }
        ]}
      />
    )
    const off = getComputedStyle(dotBeside('Arrears East')).backgroundColor
    unmount()
    renderWithProviders(
      <CampaignsInUse texts="contactLists" campaigns={[{ id: 'c2', name: 'Arrears West', status: 'on' }]} />
    )
    const on = getComputedStyle(dotBeside('Arrears West')).backgroundColor
    expect(on).not.toBe('')
    expect(off).not.toBe(on)
  })
})
