/**
 * The Genesys Cloud regions: each one's domain (the official SDK's PureCloudRegionHosts,
 * purecloud-platform-client-v2) and the environment name the Genesys UI passes a Client App as
 * `gcTargetEnv` (genesys-cloud-service-discovery-web's `name`). Kept here as data: the discovery package
 * would add url-parse and 36 kB to the first load for one lookup, and the SDK is Node-only for us.
 * The Genesys UI of a region is served from `https://apps.<domain>`: that is the `gcHostOrigin` it passes.
 */
export const GENESYS_REGIONS: ReadonlyArray<{ domain: string; targetEnv?: string }> = [
  { domain: 'mypurecloud.com', targetEnv: 'prod' },
  { domain: 'mypurecloud.ie', targetEnv: 'prod-euw1' },
  { domain: 'mypurecloud.com.au', targetEnv: 'prod-apse2' },
  { domain: 'mypurecloud.jp', targetEnv: 'prod-apne1' },
  { domain: 'mypurecloud.de', targetEnv: 'prod-euc1' },
  { domain: 'usw2.pure.cloud', targetEnv: 'prod-usw2' },
  { domain: 'cac1.pure.cloud', targetEnv: 'prod-cac1' },
  { domain: 'apne2.pure.cloud', targetEnv: 'prod-apne2' },
  { domain: 'euw2.pure.cloud', targetEnv: 'prod-euw2' },
  { domain: 'aps1.pure.cloud', targetEnv: 'prod-aps1' },
  { domain: 'use2.us-gov-pure.cloud', targetEnv: 'fedramp-use2-core' },
  { domain: 'sae1.pure.cloud', targetEnv: 'prod-sae1' },
  { domain: 'mec1.pure.cloud', targetEnv: 'prod-mec1' },
  { domain: 'apne3.pure.cloud', targetEnv: 'prod-apne3' },
  { domain: 'euc2.pure.cloud', targetEnv: 'prod-euc2' },
  { domain: 'mxc1.pure.cloud', targetEnv: 'prod-mxc1' },
  { domain: 'apse1.pure.cloud', targetEnv: 'prod-apse1' },
  // newer than the discovery package's table: no known environment name
  { domain: 'edee1.eusc-pure.cloud' }
]
