import type { KindTexts } from '@/shared/ui/editor'

/** Do-not-call lists as their failures are told (src/shared/ui/editor/failureText.ts, docs/dnc-lists.md). */
export const DNC_LIST: KindTexts = {
  code: 'dncList',
  texts: 'dncLists',
  errors: ['notFound', 'busy', 'timeout', 'refused']
}
