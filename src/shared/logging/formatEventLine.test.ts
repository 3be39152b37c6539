import { consoleMethodFor, formatEventLine } from './formatEventLine'
import { renderMessageTemplate } from './renderMessageTemplate'

describe('renderMessageTemplate', () => {
  it('fills named holes, with Serilog-style hints and formats, and leaves unknown ones', () => {
    expect(
      renderMessageTemplate('{User} loaded {@Count:000} of {Total} {Missing} {{literal}}', {
        User: 'avery',
        Count: 3,
        Total: { n: 5 }
      })
    ).toBe('avery loaded 3 of {"n":5} {Missing} {literal}')
  })
})

describe('formatEventLine', () => {
  it('writes one line with the rendered message and the structure as JSON', () => {
    const line = formatEventLine({
      Timestamp: '2026-01-01T00:00:00.000Z',
      Level: 'Error',
      MessageTemplate: 'Failed for {User}',
      Exception: 'Error: boom\n    at x (a.js:1:1)',
      Properties: { User: 'avery' }
    })
    expect(line).not.toContain('\n')
    expect(line.startsWith('2026-01-01T00:00:00.000Z [Error] Failed for avery {')).toBe(true)
    expect(JSON.parse(line.slice(line.indexOf('{')))).toEqual({
      MessageTemplate: 'Failed for {User}',
      Properties: { User: 'avery' },
      Exception: 'Error: boom\n    at x (a.js:1:1)'
    })
  })

  it('picks a console method by level', () => {
    expect(consoleMethodFor('Verbose')).toBe('debug')
    expect(consoleMethodFor('Information')).toBe('info')
    expect(consoleMethodFor('Warning')).toBe('warn')
    expect(consoleMethodFor('Fatal')).toBe('error')
  })
})
