import type { KindTexts } from '@/shared/ui/editor'

/** Sequences as their failures are told (src/shared/ui/editor/failureText.ts). */
export const SEQUENCE: KindTexts = {
  code: 'sequence',
  texts: 'sequences',
  errors: ['notFound', 'running', 'busy', 'refused']
}
