import type platformClient from 'purecloud-platform-client-v2'

/** Points the official SDK's client at an emulator on this machine (contract tests). */
export function pointSdkAt(client: typeof platformClient.ApiClient.instance, port: number): void {
  client.setGateway({
    host: 'localhost',
    protocol: 'http',
    port,
    path_params_login: 'login',
    path_params_api: ''
  })
}
