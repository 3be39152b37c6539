import type { CallableSlot } from '@/shared/schedules/scheduleTypes'

import { hourState, normaliseSlots, rangesOfDay, slotProblem, toggleHour, withinDays } from './callableHours'

const slot = (day: CallableSlot['day'], start: string, stop: string): CallableSlot => ({ day, start, stop })

describe('the hours grid', () => {
  it('turns an hour on, joining it to the slot it touches', () => {
    const slots = [slot(1, '08:00', '12:00')]
    expect(toggleHour(slots, 1, 12)).toEqual([slot(1, '08:00', '13:00')])
    expect(toggleHour(slots, 1, 14)).toEqual([slot(1, '08:00', '12:00'), slot(1, '14:00', '15:00')])
  })

  it('turns a callable hour off, splitting the slot around it', () => {
    expect(toggleHour([slot(2, '08:00', '12:00')], 2, 10)).toEqual([
      slot(2, '08:00', '10:00'),
      slot(2, '11:00', '12:00')
    ])
    expect(toggleHour([slot(2, '08:00', '09:00')], 2, 8)).toEqual([])
  })

  it('fills an hour that was only partly callable', () => {
    const slots = [slot(3, '08:30', '12:00')]
    expect(hourState(rangesOfDay(slots, 3), 8)).toBe('partly')
    expect(toggleHour(slots, 3, 8)).toEqual([slot(3, '08:00', '12:00')])
  })

  it('writes the last hour of a day as a stop at midnight (00:00)', () => {
    expect(toggleHour([], 7, 23)).toEqual([slot(7, '23:00', '00:00')])
    expect(hourState(rangesOfDay([slot(7, '23:00', '00:00')], 7), 23)).toBe('callable')
  })

  it('leaves the other days, and slots still being typed, alone', () => {
    const slots = [slot(1, '08:00', '09:00'), slot(2, '8', ''), slot(2, '10:00', '11:00')]
    expect(toggleHour(slots, 2, 11)).toEqual([
      slot(1, '08:00', '09:00'),
      slot(2, '10:00', '12:00'),
      slot(2, '8', '')
    ])
  })

  it('splits a slot past midnight into its two days', () => {
    expect(withinDays([slot(7, '21:00', '02:00')])).toEqual([
      slot(7, '21:00', '00:00'),
      slot(1, '00:00', '02:00')
    ])
    expect(withinDays([slot(1, '09:00', '00:00')])).toEqual([slot(1, '09:00', '00:00')])
  })

  it('merges overlapping slots and orders them for saving', () => {
    expect(
      normaliseSlots([slot(2, '10:00', '12:00'), slot(1, '09:00', '11:00'), slot(1, '10:00', '13:00')])
    ).toEqual([slot(1, '09:00', '13:00'), slot(2, '10:00', '12:00')])
  })

  it('says what is wrong with a slot', () => {
    expect(slotProblem(slot(1, '09:00', '17:30'))).toBeNull()
    expect(slotProblem(slot(1, '09:00', '00:00'))).toBeNull()
    expect(slotProblem(slot(1, '9', '17:00'))).toBe('format')
    expect(slotProblem(slot(1, '17:00', '09:00'))).toBe('order')
  })
})
