import { describe, expect, it } from 'vitest';
import { audienceDateTimeInput, fromAudienceDateTimeInput } from '../audience-time';
import { newsSchema } from './news';
import { isScheduled, isWithdrawn } from '../publication-time';
import { publishAtOf, publishAtProblem, unpublishAtProblem } from './schedule';
import { VALIDATION_MESSAGES as MSG } from './messages';

// A fixed moment: 2026-03-10 12:00 in São Paulo. No test reads the wall clock.
const now = new Date('2026-03-10T15:00:00Z');
const news = { title: 'T', summary: 's', content: 'c', status: 'published' as const };

describe('scheduled publishing', () => {
  it('reads a datetime-local value on São Paulo clock, both ways', () => {
    expect(fromAudienceDateTimeInput('2026-03-10T09:30')?.toISOString()).toBe('2026-03-10T12:30:00.000Z');
    expect(audienceDateTimeInput(new Date('2026-03-10T12:30:00Z'))).toBe('2026-03-10T09:30');
    expect(fromAudienceDateTimeInput('2026-02-31T09:30')).toBeNull();
    expect(fromAudienceDateTimeInput('2026-03-10T24:00')).toBeNull();
    expect(fromAudienceDateTimeInput('amanhã')).toBeNull();
    // To the second when given one (a browser keeps seconds it is handed), and shown back the same.
    const withSeconds = fromAudienceDateTimeInput('2026-03-10T09:30:15');
    expect(withSeconds?.toISOString()).toBe('2026-03-10T12:30:15.000Z');
    expect(audienceDateTimeInput(withSeconds!)).toBe('2026-03-10T09:30:15');
    expect(fromAudienceDateTimeInput('2026-03-10T09:30:00')?.toISOString()).toBe('2026-03-10T12:30:00.000Z');
    expect(fromAudienceDateTimeInput('2026-03-10T09:30:60')).toBeNull();
    expect(fromAudienceDateTimeInput('2026-03-10T09:30:1')).toBeNull();
  });

  it('parses the form field into a Date, empty as now (null), and refuses what is no time', () => {
    expect(newsSchema.parse({ ...news, publish_at: '2026-03-11T08:00' }).publish_at?.toISOString()).toBe(
      '2026-03-11T11:00:00.000Z',
    );
    expect(newsSchema.parse({ ...news, publish_at: '' }).publish_at).toBeNull();
    expect(newsSchema.parse(news).publish_at).toBeNull();
    const refused = newsSchema.safeParse({ ...news, publish_at: '2026-13-01T08:00' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['publish_at'], message: MSG.dateTime });
  });

  it('refuses a past time when scheduling, but not the time the item was saved with', () => {
    expect(publishAtProblem('2026-03-10T12:01', null, now)).toBeNull();
    expect(publishAtProblem('2026-03-10T12:00', null, now)).toBe(MSG.publishAtPast);
    expect(publishAtProblem('2026-03-09T08:00', null, now)).toBe(MSG.publishAtPast);
    const saved = fromAudienceDateTimeInput('2026-03-10T11:00');
    expect(publishAtProblem('2026-03-10T11:00', saved, now)).toBeNull();
    expect(publishAtProblem('', null, now)).toBeNull();
    expect(publishAtProblem('x', null, now)).toBe(MSG.dateTime);
  });

  it('shows a stored time in the form only while it is ahead', () => {
    const ahead = new Date('2026-03-10T18:30:00Z');
    expect(publishAtOf(ahead, now)).toBe('2026-03-10T15:30');
    expect(isScheduled({ published_at: ahead }, now)).toBe(true);
    expect(publishAtOf(now, now)).toBe('');
    expect(isScheduled({ published_at: now }, now)).toBe(false);
    expect(publishAtOf(null, now)).toBe('');
  });

  it('refuses an unpublish time not after the publication, in the schema and against now', () => {
    const refused = newsSchema.safeParse({
      ...news,
      publish_at: '2026-03-11T08:00',
      unpublish_at: '2026-03-11T08:00',
    });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['unpublish_at'], message: MSG.unpublishBeforePublish }),
    ]);
    const stored = newsSchema.parse({
      ...news,
      publish_at: '2026-03-11T08:00',
      unpublish_at: '2026-03-12T08:00',
    });
    expect(stored.unpublish_at?.toISOString()).toBe('2026-03-12T11:00:00.000Z');
    // Without "Publicar em" the save publishes now: the unpublish time must come after now.
    expect(unpublishAtProblem('2026-03-10T11:59', '', now)).toBe(MSG.unpublishBeforePublish);
    expect(unpublishAtProblem('2026-03-10T12:01', '', now)).toBeNull();
    expect(unpublishAtProblem('2026-03-11T07:00', '2026-03-11T08:00', now)).toBe(MSG.unpublishBeforePublish);
    expect(unpublishAtProblem('', '2026-03-11T08:00', now)).toBeNull();
  });

  it('says an item left the site once its unpublish time has come', () => {
    expect(isWithdrawn({ unpublish_at: now }, now)).toBe(true);
    expect(isWithdrawn({ unpublish_at: new Date(now.getTime() + 1) }, now)).toBe(false);
    expect(isWithdrawn({}, now)).toBe(false);
  });
});
