/** Where the platform answers each outbound object: the `selfUri` of its models and references. */
export const campaignUri = (id: string) => `/api/v2/outbound/campaigns/${id}`
export const contactListUri = (id: string) => `/api/v2/outbound/contactlists/${id}`
export const queueUri = (id: string) => `/api/v2/routing/queues/${id}`
export const scriptUri = (id: string) => `/api/v2/scripts/${id}`
export const edgeGroupUri = (id: string) => `/api/v2/telephony/providers/edges/edgegroups/${id}`
export const responseSetUri = (id: string) => `/api/v2/outbound/callanalysisresponsesets/${id}`
export const divisionUri = (id: string) => `/api/v2/authorization/divisions/${id}`
export const dncListUri = (id: string) => `/api/v2/outbound/dnclists/${id}`
export const callableTimeSetUri = (id: string) => `/api/v2/outbound/callabletimesets/${id}`
export const ruleSetUri = (id: string) => `/api/v2/outbound/rulesets/${id}`
export const siteUri = (id: string) => `/api/v2/telephony/providers/edges/sites/${id}`
export const sequenceUri = (id: string) => `/api/v2/outbound/sequences/${id}`
export const campaignScheduleUri = (id: string) => `/api/v2/outbound/schedules/campaigns/${id}`
export const sequenceScheduleUri = (id: string) => `/api/v2/outbound/schedules/sequences/${id}`
