import { readPlatformConfig, inRegion } from './platformConfig'
import { regionOf } from './platformRegion'
import { regionHeaders } from './regionHeader'

const home = readPlatformConfig({
  NEXT_PUBLIC_GENESYS_CLOUD_REGION: 'mypurecloud.ie',
  NEXT_PUBLIC_GENESYS_CLOUD_REGIONS: 'mypurecloud.de'
})

describe('regionHeaders', () => {
  it("names the frame's region to the app's server only when it is not the build's default", () => {
    expect(regionHeaders(home, home)).toEqual({})
    expect(regionHeaders(inRegion(home, regionOf('mypurecloud.de')), home)).toEqual({
      'x-genesys-cloud-region': 'mypurecloud.de'
    })
  })

  it('names nothing with the emulator (no region)', () => {
    const emulator = readPlatformConfig({})
    expect(regionHeaders(emulator, emulator)).toEqual({})
  })
})
