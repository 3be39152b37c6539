/** @jest-environment node */
import { regionAt, regionOf } from '@/shared/config/platformRegion'

import { ApiError } from './ApiError'
import { requestRegion } from './requestRegion'

const regions = [regionOf('mypurecloud.ie'), regionOf('mypurecloud.de')]

describe('requestRegion', () => {
  it('answers nothing for the default region: no header, or its own domain', () => {
    expect(requestRegion({}, regions)).toBeUndefined()
    expect(requestRegion({ 'x-genesys-cloud-region': 'mypurecloud.ie' }, regions)).toBeUndefined()
  })

  it("answers another of the build's regions' API, whatever the case or spacing", () => {
    expect(requestRegion({ 'x-genesys-cloud-region': ' MyPureCloud.DE ' }, regions)).toBe(
      'https://api.mypurecloud.de'
    )
  })

  it('refuses a region the build does not serve with a 400, naming neither token nor host', () => {
    for (const named of ['mypurecloud.com', 'evil.example', 'api.mypurecloud.de']) {
      const refusal = (() => {
        try {
          requestRegion({ 'x-genesys-cloud-region': named }, regions)
        } catch (error) {
          return error
        }
      })()
      expect(refusal).toBeInstanceOf(ApiError)
      expect(refusal).toMatchObject({ status: 400, code: 'region.not_allowed' })
    }
  })

  it('serves only the default with the emulator (no region domains at all)', () => {
    const emulator = [regionAt('http://localhost:4010')]
    expect(requestRegion({}, emulator)).toBeUndefined()
    expect(() => requestRegion({ 'x-genesys-cloud-region': 'mypurecloud.de' }, emulator)).toThrow(ApiError)
  })
})
