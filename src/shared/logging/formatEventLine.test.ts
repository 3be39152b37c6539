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

describe('formatEventLine never lets a field start a line (issue 11, finding 2)', () => {
  const forged =
    'forged\n2026-01-01T00:00:00Z [Fatal] Server compromised {"Application":"Campaign Manager Server"}'

  it.each([
    ['the message template', { MessageTemplate: forged, Properties: {} }],
    [
      'a property rendered into the message',
      { MessageTemplate: 'Hello {Name}', Properties: { Name: forged } }
    ],
    ['a property name', { MessageTemplate: 'x', Properties: { [forged]: 1 } }],
    ['the exception', { MessageTemplate: 'x', Properties: {}, Exception: forged }],
    ['the timestamp', { MessageTemplate: 'x', Properties: {}, Timestamp: `2026-01-01\n${forged}` }]
  ])('keeps %s on the event’s one line', (_, fields) => {
    const line = formatEventLine({
      Timestamp: '2026-01-01T00:00:00.000Z',
      Level: 'Information',
      ...fields
    } as never)
    expect(line.split(/[\n\r\u0085\u2028\u2029]/)).toHaveLength(1)
  })

  it('writes every control character as a visible escape', () => {
    const line = formatEventLine({
      Timestamp: '2026-01-01T00:00:00.000Z',
      Level: 'Information',
      MessageTemplate: 'a\nb\rc\td\u0000e\u0085f\u2028g\u2029h\u001bi',
      Properties: {}
    })
    expect(line).toContain('a\\nb\\rc\\td\\u0000e\\u0085f\\u2028g\\u2029h\\u001bi')
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/)
  })
})
