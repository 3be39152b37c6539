import type { FormatFunction, i18n as I18n } from 'i18next'

const byLanguage = new Map<string, Intl.NumberFormat>()
const numberFormat = (language: string) => {
  let format = byLanguage.get(language)
  if (!format) {
    format = new Intl.NumberFormat(language)
    byLanguage.set(language, format)
  }
  return format
}

/** what groupNumbers needs of i18next's interpolator (its `format` is not in i18next's published types) */
interface InterpolatorFormat {
  format: FormatFunction
  reset: () => void
}

/**
 * Every number a text is given is written as the language writes numbers ("2,151", "2.151", "٢٬١٥١"), so that a
 * count reads the same in a sentence as in a grid's cell (docs/design-guide.md, "Numbers and dates"). i18next
 * formats a value only when its text names a format (`{{count, number}}`): with `interpolation.alwaysFormat` set
 * it asks for every value, and the interpolator's format is taught to group numbers when no format is named;
 * named formats (`permissionNames`) are i18next's own, as before. The screens' texts are taught it
 * (withScreenTexts): the sign-in and shell texts give no counts, and their first load has no byte to spare.
 */
export function groupNumbers(texts: I18n): void {
  texts.options.interpolation = { ...texts.options.interpolation, alwaysFormat: true }
  const interpolator = texts.services.interpolator as unknown as InterpolatorFormat
  interpolator.reset()
  const named = interpolator.format
  interpolator.format = (value, format, language, options) => {
    if (format) return named(value, format, language, options)
    return typeof value === 'number' && Number.isFinite(value)
      ? numberFormat(language ?? texts.language ?? 'en').format(value)
      : value
  }
}
