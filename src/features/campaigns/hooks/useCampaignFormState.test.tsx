import { act, renderHook } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'

import { CampaignTextsProvider } from '../i18n/CampaignTexts'
import { type CampaignForm, emptyCampaignForm, validateCampaignForm } from '../model/campaignForm'
import { useCampaignFormState } from './useCampaignFormState'

const i18n = i18next.createInstance()
beforeAll(() =>
  i18n.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: {}, initAsync: false })
)

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <CampaignTextsProvider>{children}</CampaignTextsProvider>
  </I18nextProvider>
)

const render = (initial: () => CampaignForm = () => emptyCampaignForm('preview')) =>
  renderHook(() => useCampaignFormState(initial, validateCampaignForm), { wrapper })

describe('useCampaignFormState', () => {
  it('checks the fields only once the person has tried to send, then at each change', () => {
    const { result } = render()
    act(() => result.current.change('name', ''))
    expect(result.current.errors).toEqual({})

    let sendable = true
    act(() => {
      sendable = result.current.check()
    })
    expect(sendable).toBe(false)
    expect(result.current.errors.name).toBeDefined()

    act(() => result.current.change('name', 'Spring renewals'))
    expect(result.current.errors.name).toBeUndefined()
  })

  it('empties the phone column when the contact list changes', () => {
    const { result } = render(() => ({ ...emptyCampaignForm('preview'), phoneColumn: 'Cell' }))
    act(() => result.current.change('contactListId', 'list-2'))
    expect(result.current.form).toMatchObject({ contactListId: 'list-2', phoneColumn: '' })
  })

  it("puts a 400's problems at the fields it names, and says any other failure above the form", () => {
    const { result } = render()
    act(() =>
      result.current.fail({
        status: 400,
        code: 'campaign.invalid',
        message: 'invalid',
        details: { issues: [{ path: ['data', 'name'], message: 'name is taken' }] }
      })
    )
    expect(result.current.errors).toEqual({ name: 'name is taken' })
    expect(result.current.formError).toBeNull()

    act(() => result.current.fail({ status: null, code: 'network', message: 'offline' }))
    expect(result.current.formError).toBe('The server could not be reached. Check your connection.')
  })
})
