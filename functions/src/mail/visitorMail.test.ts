import { expect, it } from 'vitest';
import { visitorMailRequest } from './visitorMail';

it('sends a visitor mail to the one visitor, with the one-click unsubscribe headers of its link', () => {
  const message = { subject: 's', text: 't', html: '<p>t</p>' };
  const link = 'https://cvc.example/api/unsubscribe?e=a%40b.org&s=f00&l=pt';
  expect(visitorMailRequest('a@b.org', link, message)).toEqual({
    to: ['a@b.org'],
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    message,
  });
});
