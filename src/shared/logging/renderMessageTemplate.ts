/**
 * Fills a Seq message template ("Loaded {Count} campaigns") from the event's properties, for places that
 * show text instead of structure (the console). Seq itself renders templates from the raw event.
 */
export function renderMessageTemplate(template: string, properties: Record<string, unknown>): string {
  return template.replace(
    /\{\{|\}\}|\{([@$]?)([A-Za-z0-9_.]+)(?::[^}]*)?\}/g,
    (match, _hint, name?: string) => {
      if (match === '{{') return '{'
      if (match === '}}') return '}'
      if (name === undefined || !(name in properties)) return match
      const value = properties[name]
      return typeof value === 'string' ? value : JSON.stringify(value)
    }
  )
}
