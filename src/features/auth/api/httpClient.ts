import axios from 'axios'

/**
 * The browser's HTTP client (spec section 7): accepts JSON, axios' default XSRF cookie and header names,
 * and no timeout.
 */
export const httpClient = axios.create({
  headers: { Accept: 'application/json' }
})
