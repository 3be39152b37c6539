import type { KindTexts } from '@/shared/ui/editor'

/** Callable time sets as their failures are told (src/shared/ui/editor/failureText.ts). */
export const CALLABLE_TIME_SET: KindTexts = {
  code: 'callableTimeSet',
  texts: 'callableTimes',
  errors: ['notFound', 'busy', 'refused']
}
