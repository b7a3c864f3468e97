import type { TFunction } from 'i18next';

/**
 * The app's words in each language, and `t` to read them (docs/web-app.md, "Languages"). It does the
 * little of i18next the app uses, in a fraction of its weight on every page's first load: dotted keys,
 * `{{name}}` placeholders, plurals by the language's rules (`key_one`, `key_other`), `defaultValue`,
 * `returnObjects`, and en-GB's words where a language lacks one. i18next stays for its types only: they
 * check each key against the en-GB files (src/i18next.d.ts).
 */
export type Messages = { [key: string]: Message };
type Message = string | Messages | Message[];
/** A file of words as a dynamic `import()` of its JSON gives it. */
export type MessagesModule = { default: Messages };

interface TranslateOptions {
  count?: number;
  defaultValue?: unknown;
  returnObjects?: boolean;
  [name: string]: unknown;
}

const PLACEHOLDER = /\{\{\s*([^},\s]+)[^}]*\}\}/g;

function isTable(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Adds what `into` lacks from `from`, table by table; `overwrite` lets `from` win where both have a word. */
function merge(into: Messages, from: Messages, overwrite: boolean): void {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (isTable(current) && isTable(value)) merge(current, value, overwrite);
    else if (current === undefined || overwrite) into[key] = isTable(value) ? structuredClone(value) : value;
  }
}

function lookUp(table: Messages | undefined, key: string): Message | undefined {
  let found: Message | undefined = table;
  for (const part of key.split('.')) {
    if (found === undefined || typeof found === 'string') return undefined;
    found = (found as Record<string, Message>)[part];
  }
  return found;
}

/** Puts the options' values in the `{{name}}` placeholders; one the options do not name stays as it is. */
function fill(text: string, options: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (!Object.hasOwn(options, name)) return placeholder;
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function fillAll(message: Message, options: TranslateOptions): unknown {
  if (typeof message === 'string') return fill(message, options);
  if (Array.isArray(message)) return message.map((item) => fillAll(item, options));
  return Object.fromEntries(Object.entries(message).map(([key, value]) => [key, fillAll(value, options)]));
}

export class Translator {
  language: string;
  private readonly tables: Map<string, Messages>;
  private readonly plurals: Map<string, Intl.PluralRules>;
  private readonly listeners = new Set<() => void>();

  readonly fallback: string;

  constructor(fallback: string, shared?: { tables: Map<string, Messages>; plurals: Map<string, Intl.PluralRules> }) {
    this.fallback = fallback;
    this.language = fallback;
    this.tables = shared?.tables ?? new Map();
    this.plurals = shared?.plurals ?? new Map();
  }

  /** The same words read in `language`, leaving this one's language as it is: one server render's own. */
  inLanguage(language: string): Translator {
    const translator = new Translator(this.fallback, { tables: this.tables, plurals: this.plurals });
    translator.language = language;
    return translator;
  }

  /** Adds a language's words (a message file or a feature bundle); existing words win unless `overwrite`. */
  addMessages(language: string, messages: Messages, overwrite = false): void {
    let table = this.tables.get(language);
    if (!table) this.tables.set(language, (table = {}));
    merge(table, messages, overwrite);
  }

  hasMessages(language: string): boolean {
    return this.tables.has(language);
  }

  exists(key: string): boolean {
    return this.find(key, {}) !== undefined;
  }

  /**
   * `t`, typed by the en-GB files' keys. A new function whenever the words may read differently (a
   * language switch, words arriving late), so a component that renders with it renders again.
   */
  t = this.newT();

  async changeLanguage(language: string): Promise<void> {
    this.language = language;
    this.changed();
  }

  /** Tells every `useTranslation` that the words may read differently now. */
  changed(): void {
    this.t = this.newT();
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): TFunction => this.t;

  private newT(): TFunction {
    return ((key: string, options: TranslateOptions = {}) => {
      const found = this.find(key, options);
      if (found === undefined) return options.defaultValue === undefined ? key : options.defaultValue;
      if (typeof found === 'string' || options.returnObjects) return fillAll(found, options);
      return key;
    }) as TFunction;
  }

  private find(key: string, options: TranslateOptions): Message | undefined {
    for (const language of new Set([this.language, this.fallback])) {
      const table = this.tables.get(language);
      if (typeof options.count === 'number') {
        const plural = lookUp(table, `${key}_${this.pluralRules(language).select(options.count)}`);
        if (plural !== undefined) return plural;
      }
      const found = lookUp(table, key);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  private pluralRules(language: string): Intl.PluralRules {
    let rules = this.plurals.get(language);
    if (!rules) this.plurals.set(language, (rules = new Intl.PluralRules(language)));
    return rules;
  }
}
