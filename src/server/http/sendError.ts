import type { NextApiResponse } from 'next'
import type { ApiErrorBody } from './ApiErrorBody'

export function sendError(res: NextApiResponse, status: number, code: string, message: string): void {
  const body: ApiErrorBody = { message, code }
  res.status(status).json(body)
}
