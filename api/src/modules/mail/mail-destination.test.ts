import { describe, expect, it } from 'vitest';
import { describeMailDestination } from './mail-destination.js';

describe('where mail goes, as the start-up log says it', () => {
  it('names the relay and sender without the credentials in the URL', () => {
    const destination = describeMailDestination(
      'smtps://mailer:hunter2@smtp.rent.example:465',
      'RENT <hello@rent.example>',
    );
    expect(destination).toEqual({
      relay: 'smtps://smtp.rent.example:465',
      catcher: false,
      text: 'mail goes to smtps://smtp.rent.example:465, from RENT <hello@rent.example>',
    });
    expect(JSON.stringify(destination)).not.toContain('hunter2');
  });

  it.each(['smtp://mail:1025', 'smtp://127.0.0.1:2525'])(
    'calls %s a mail catcher that nobody outside receives mail from',
    (url) => {
      const destination = describeMailDestination(url, 'RENT <no-reply@rent.example>');
      expect(destination.catcher).toBe(true);
      expect(destination.text).toContain('a mail catcher: nobody outside receives it');
    },
  );
});
