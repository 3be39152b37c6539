import AxeBuilder from '@axe-core/playwright'
import type { Page, TestInfo } from '@playwright/test'
import { expect } from '@playwright/test'

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices (landmarks, headings, …). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

export type Mode = 'light' | 'dark'
export type Direction = 'ltr' | 'rtl'

/** The display settings the app keeps in localStorage under `settings` (issue 3): exactly these fields. */
export function displaySettings(mode: Mode, direction: Direction) {
  return {
    themeColor: 'primary',
    mode,
    direction,
    skin: 'bordered',
    contentWidth: 'full',
    navCollapsed: false,
    appBarBlur: true,
    verticalNavToggleType: 'accordion'
  }
}

/** Stores the display settings before any page of `origin` loads (every navigation of this page). */
export async function storeDisplaySettings(page: Page, origin: string, mode: Mode, direction: Direction) {
  await page.addInitScript(
    ({ origin, settings }) => {
      if (window.location.origin === origin) window.localStorage.setItem('settings', settings)
    },
    { origin, settings: JSON.stringify(displaySettings(mode, direction)) }
  )
}

/** The page background of each mode (docs/shell.md#theme), which the body shows once the settings apply. */
export const BODY_BACKGROUND: Record<Mode, string> = {
  light: 'rgb(244, 245, 250)', // #F4F5FA
  dark: 'rgb(40, 36, 61)' // #28243D
}

/**
 * Waits until no finite animation or transition runs (menus and drawers fade and slide in; colour contrast
 * is only meaningful once they stand still). Endless ones, such as spinners, are ignored.
 */
export async function waitForStillness(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        animation =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity
      )
  )
}

/**
 * A violation found in code this suite does not own, and who must fix it. It is left out of the scans that
 * list it (so that they still catch everything else) and tracked by a `test.fail()` test of its own, which
 * turns red once the fault is fixed: then delete the entry.
 */
export interface KnownIssue {
  /** the axe rule */
  rule: string
  /** texts that are all in the failing element's HTML (class names); none: every node of the rule */
  element?: string[]
  owner: string
  fix: string
}

export interface AxeNode {
  target: unknown[]
  html: string
  failureSummary?: string
}
interface AxeViolation {
  id: string
  impact?: string | null
  help: string
  helpUrl: string
  nodes: AxeNode[]
}

/** Whether the node is one the known issue is about. */
export const isAbout = (issue: KnownIssue, rule: string, node: AxeNode) =>
  issue.rule === rule && (issue.element ?? []).every(text => node.html.includes(text))

const isKnown = (known: KnownIssue[], rule: string, node: AxeNode) =>
  known.some(issue => isAbout(issue, rule, node))

/** One readable block per violation: rule, impact, help, and each element with axe's summary of the fault. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map(v => {
      const nodes = v.nodes.map(node => {
        const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim()
        return `    - ${node.target.map(String).join(' ')}${summary ? `\n      ${summary}` : ''}`
      })
      return `[${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`
    })
    .join('\n')
}

interface ScanOptions {
  /** violations to leave out (each tracked by a test.fail() test) */
  known?: KnownIssue[]
  /** rules that do not apply to this view, with the reason in a comment where it is called */
  disableRules?: string[]
  /** scan with these rules only */
  rules?: string[]
  testInfo?: TestInfo
  /** a failure is recorded and the test goes on (several views scanned in one test) */
  soft?: boolean
}

/** Runs axe on the page as it is now; returns the violations, split into new ones and known ones. */
export async function scan(page: Page, { known = [], disableRules = [], rules }: ScanOptions = {}) {
  let builder = new AxeBuilder({ page })
  builder = rules ? builder.withRules(rules) : builder.withTags(AXE_TAGS)
  if (disableRules.length) builder = builder.disableRules(disableRules)
  const { violations } = await builder.analyze()
  const split = (keep: (rule: string, node: AxeNode) => boolean) =>
    violations
      .map(v => ({ ...v, nodes: v.nodes.filter(node => keep(v.id, node)) }))
      .filter(v => v.nodes.length > 0)
  return {
    fresh: split((rule, node) => !isKnown(known, rule, node)),
    known: split((rule, node) => isKnown(known, rule, node))
  }
}

/** Runs axe on the page as it is now and fails with every violation (but the known ones) spelled out. */
export async function expectNoAxeViolations(page: Page, what: string, options: ScanOptions = {}) {
  const { fresh, known } = await scan(page, options)
  if (known.length && options.testInfo) {
    options.testInfo.annotations.push({
      type: 'known a11y issue (tracked by a test.fail() test)',
      description: known.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(' ')).join(', ')}`).join('; ')
    })
  }
  const report = formatViolations(fresh)
  if (report) console.log(`axe violations on ${what}:\n${report}`)
  ;(options.soft ? expect.soft : expect)(
    fresh.map(v => v.id),
    `axe violations on ${what}:\n${report}`
  ).toEqual([])
}
