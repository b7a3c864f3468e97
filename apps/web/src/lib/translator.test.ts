import { describe, expect, it } from 'vitest';
import { Translator } from './translator';

// The app's t is typed by the en-GB files' keys; these tests use words of their own.
const tOf = (words: Translator) => words.t as unknown as (key: string, options?: Record<string, unknown>) => unknown;

function translator() {
  const words = new Translator('en-GB');
  words.addMessages('en-GB', {
    home: { title: 'Welcome', count_one: '{{count}} place', count_other: '{{count}} places' },
    greeting: 'Hello, {{name}}!',
    list: ['first {{n}}', 'second'],
    english: { only: 'Only in English' },
  });
  words.addMessages('fr-FR', {
    home: { title: 'Bienvenue', count_one: '{{count}} lieu', count_other: '{{count}} lieux' },
    greeting: 'Bonjour, {{name}} !',
  });
  words.addMessages('zh-CN', { home: { count_other: '{{count}} 个地点' } });
  return words;
}

describe('Translator', () => {
  it('reads dotted keys and fills placeholders, leaving one it was not given', () => {
    const words = translator();
    expect(tOf(words)('home.title')).toBe('Welcome');
    expect(tOf(words)('greeting', { name: 'Ada' })).toBe('Hello, Ada!');
    expect(tOf(words)('greeting')).toBe('Hello, {{name}}!');
    expect(tOf(words)('greeting', { name: undefined })).toBe('Hello, !');
  });

  it("picks the plural by the language's rules: French says one for 0 and 1, Chinese has only other", async () => {
    const words = translator();
    expect(tOf(words)('home.count', { count: 1 })).toBe('1 place');
    expect(tOf(words)('home.count', { count: 0 })).toBe('0 places');
    await words.changeLanguage('fr-FR');
    expect(tOf(words)('home.count', { count: 0 })).toBe('0 lieu');
    expect(tOf(words)('home.count', { count: 2 })).toBe('2 lieux');
    await words.changeLanguage('zh-CN');
    expect(tOf(words)('home.count', { count: 1 })).toBe('1 个地点');
  });

  it("falls back to en-GB's words, then to the default value, then to the key", async () => {
    const words = translator();
    await words.changeLanguage('fr-FR');
    expect(tOf(words)('english.only')).toBe('Only in English');
    expect(tOf(words)('nowhere.at.all', { defaultValue: 'A default' })).toBe('A default');
    expect(tOf(words)('nowhere.at.all')).toBe('nowhere.at.all');
    expect(words.exists('english.only')).toBe(true);
    expect(words.exists('nowhere')).toBe(false);
  });

  it('gives lists and tables only when asked, filled', () => {
    const words = translator();
    expect(tOf(words)('list', { returnObjects: true, n: 1 })).toEqual(['first 1', 'second']);
    expect(tOf(words)('english')).toBe('english');
  });

  it('keeps words already there unless told to overwrite them, and does not change what it was given', () => {
    const words = new Translator('en-GB');
    const file = { a: { b: 'one' } };
    words.addMessages('en-GB', file);
    words.addMessages('en-GB', { a: { b: 'two', c: 'three' } });
    expect([tOf(words)('a.b'), tOf(words)('a.c')]).toEqual(['one', 'three']);
    words.addMessages('en-GB', { a: { b: 'two' } }, true);
    expect(tOf(words)('a.b')).toBe('two');
    expect(file).toEqual({ a: { b: 'one' } });
  });

  it('gives a new t, and tells its listeners, when the words may read differently', async () => {
    const words = translator();
    const before = words.current();
    let told = 0;
    const stop = words.subscribe(() => (told += 1));
    await words.changeLanguage('fr-FR');
    expect(words.current()).not.toBe(before);
    expect(told).toBe(1);
    stop();
    words.changed();
    expect(told).toBe(1);
  });

  it("reads the same words in another language for one render, leaving the app's language alone", async () => {
    const app = translator();
    const render = app.inLanguage('fr-FR');
    expect([app.language, render.language]).toEqual(['en-GB', 'fr-FR']);
    expect(tOf(render)('english')).toBe('english');
    app.addMessages('fr-FR', { late: 'arrivé' });
    expect(tOf(render)('late')).toBe('arrivé');
    await render.changeLanguage('de-DE');
    expect(app.language).toBe('en-GB');
  });
});
