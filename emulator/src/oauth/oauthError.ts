import { json, type Reply } from '../reply'

/** The login service's error shape: `description` is Genesys', `error_description` is RFC 6749's. */
export const oauthError = (error: string, description: string, status = 400): Reply =>
  json(
    status,
    { error, description, error_description: description },
    { 'Cache-Control': 'no-store', Pragma: 'no-cache' }
  )
