import { SECTIONS, type Mark, type OrgReport, type Section } from './orgReport'

export const MARKS: Record<Mark, string> = { ok: '✓', fail: '✗', note: '!' }

const TITLES: Record<Section, string> = {
  identity: 'Identity',
  permissions: 'Permissions (what the app enables, by feature)',
  operations: "Operations (the app's read-only calls, each answer against the SDK's model)",
  notifications: 'Notifications',
  rateLimit: 'Rate limit'
}

/** The report as plain text: one section per check, one line per finding (✓ works, ✗ will not, ! note). */
export function formatReport(report: OrgReport): string {
  const lines = [
    `Campaign Manager: preflight against ${report.apiBaseUrl} (${report.checkedAt}, SDK ${report.sdkVersion} models)`,
    '✓ works   ✗ will not work   ! works, but read the note'
  ]
  for (const section of SECTIONS) {
    const title =
      section === 'notifications' && report.notifications.listenedSeconds > 0
        ? `${TITLES[section]} (listened ${report.notifications.listenedSeconds} s)`
        : TITLES[section]
    lines.push('', title)
    for (const finding of report.findings[section]) {
      lines.push(`  ${MARKS[finding.mark]} ${finding.text}`)
      for (const detail of finding.details ?? []) lines.push(`      ${detail}`)
    }
  }
  const count = (mark: Mark) =>
    SECTIONS.reduce((sum, section) => sum + report.findings[section].filter(f => f.mark === mark).length, 0)
  lines.push(
    '',
    report.exitCode === 0
      ? `Result: everything Campaign Manager needs works (${count('note')} note(s)).`
      : `Result: ${count('fail')} ✗: some of Campaign Manager will not work for this person or organisation (${count('note')} note(s)).`
  )
  return lines.join('\n')
}
