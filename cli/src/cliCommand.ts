/**
 * Commander in the run's language: help headings, the usage placeholders, the (choices, default)
 * notes and every argument error commander raises, in German or English. The language is fixed
 * before the program is built (`languageOf` in messages.ts), so the texts a command registers are
 * already in it; this module translates what commander writes itself.
 *
 * Commander 15 writes its own texts in English. They are changed through its public seams only:
 * a `Help` subclass (styleTitle, optionDescription, argumentDescription, commandUsage,
 * subcommandTerm) and `Command.error`, which every argument error passes through with its
 * `code`; the English message is read by code, and one that does not match (a commander that
 * words it otherwise) is shown as commander wrote it rather than lost.
 *
 * Required options are checked after unknown options and arguments (commander checks them first,
 * so `--product` for `--products` said "required option '--products' not specified" instead of
 * suggesting the right name).
 */
import { type Argument, Command, type ErrorOptions, Help, type Option } from "commander"
import type { Language } from "@shop/core/i18n/language"
import { type PluralForms, plural } from "./plural.ts"

interface CommanderTexts {
  readonly headings: Readonly<Record<string, string>>
  readonly options: string
  readonly command: string
  readonly choices: string
  readonly default: string
  readonly preset: string
  readonly env: string
  readonly required: string
  readonly help: string
  readonly helpCommand: string
  readonly helpCommandArgs: string
  readonly version: string
  readonly moreHelp: (command: string) => string
  readonly error: string
  readonly unknownOption: (flag: string) => string
  readonly unknownCommand: (name: string) => string
  readonly suggestion: (names: ReadonlyArray<string>) => string
  readonly missingArgument: (name: string) => string
  readonly optionMissingArgument: (flags: string) => string
  readonly missingRequiredOption: (flags: string) => string
  readonly excessArguments: (command: string | undefined, expected: number, received: ReadonlyArray<string>) => string
  readonly invalidOptionValue: (flags: string, value: string) => string
  readonly invalidArgumentValue: (name: string, value: string) => string
  readonly allowed: (choices: string) => string
}

const argumentForms: Record<Language, PluralForms> = { de: { one: "Argument", other: "Argumente" }, en: { one: "argument", other: "arguments" } }

const texts: Record<Language, CommanderTexts> = {
  de: {
    headings: { "Usage:": "Aufruf:", "Options:": "Optionen:", "Commands:": "Befehle:", "Arguments:": "Argumente:", "Global Options:": "Globale Optionen:" },
    options: "[Optionen]",
    command: "[Befehl]",
    choices: "Auswahl",
    default: "Standard",
    preset: "ohne Wert",
    env: "Umgebungsvariable",
    required: "Pflicht",
    help: "Hilfe zum Befehl anzeigen",
    helpCommand: "Hilfe zu einem Befehl anzeigen",
    helpCommandArgs: "help [befehl]",
    version: "Versionsnummer anzeigen",
    moreHelp: (command) => `Hilfe: ${command} --help`,
    error: "Fehler",
    unknownOption: (flag) => `unbekannte Option '${flag}'`,
    unknownCommand: (name) => `unbekannter Befehl '${name}'`,
    suggestion: (names) => (names.length === 1 ? `(Meinten Sie ${names[0]}?)` : `(Meinten Sie eine von ${names.join(", ")}?)`),
    missingArgument: (name) => `das Argument '${name}' fehlt`,
    optionMissingArgument: (flags) => `die Option '${flags}' braucht einen Wert`,
    missingRequiredOption: (flags) => `die Pflichtoption '${flags}' fehlt`,
    excessArguments: (command, expected, received) =>
      `zu viele Argumente${command === undefined ? "" : ` für '${command}'`}: ${plural("de", expected, argumentForms.de)} erwartet, ${received.length} erhalten: ${received.join(", ")}.`,
    invalidOptionValue: (flags, value) => `ungültiger Wert '${value}' für die Option '${flags}'.`,
    invalidArgumentValue: (name, value) => `ungültiger Wert '${value}' für das Argument '${name}'.`,
    allowed: (choices) => `Erlaubt: ${choices}.`,
  },
  en: {
    headings: {},
    options: "[options]",
    command: "[command]",
    choices: "choices",
    default: "default",
    preset: "preset",
    env: "env",
    required: "required",
    help: "display help for command",
    helpCommand: "display help for a command",
    helpCommandArgs: "help [command]",
    version: "output the version number",
    moreHelp: (command) => `Help: ${command} --help`,
    error: "error",
    unknownOption: (flag) => `unknown option '${flag}'`,
    unknownCommand: (name) => `unknown command '${name}'`,
    suggestion: (names) => (names.length === 1 ? `(Did you mean ${names[0]}?)` : `(Did you mean one of ${names.join(", ")}?)`),
    missingArgument: (name) => `missing required argument '${name}'`,
    optionMissingArgument: (flags) => `option '${flags}' argument missing`,
    missingRequiredOption: (flags) => `required option '${flags}' not specified`,
    excessArguments: (command, expected, received) =>
      `too many arguments${command === undefined ? "" : ` for '${command}'`}. Expected ${plural("en", expected, argumentForms.en)} but got ${received.length}: ${received.join(", ")}.`,
    invalidOptionValue: (flags, value) => `option '${flags}' argument '${value}' is invalid.`,
    invalidArgumentValue: (name, value) => `command-argument value '${value}' is invalid for argument '${name}'.`,
    allowed: (choices) => `Allowed choices are ${choices}.`,
  },
}

/** Commander's own texts in `lang` (help option, version, the help command), for main.ts. */
export const commanderTexts = (lang: Language): CommanderTexts => texts[lang]

/** "(Did you mean --products?)" as commander appends it, in `t`'s language; "" for none. */
const suggestionOf = (text: string | undefined, t: CommanderTexts): string => {
  if (text === undefined) return ""
  const match = /^\n\(Did you mean (?:one of )?(.+)\?\)$/.exec(text)
  return match === null ? text : `\n${t.suggestion(match[1]!.split(", "))}`
}

/** A choice refusal ("Allowed choices are de, en.") in `t`'s language; any other reason (the CLI's own, already in it) as it is. */
const reasonOf = (text: string, t: CommanderTexts): string => {
  const match = /^Allowed choices are (.*)\.$/.exec(text)
  return match === null ? text : t.allowed(match[1]!)
}

/** Commander's English error message rewritten in `t`'s language, by its code; undefined when it is worded otherwise. */
const translated = (message: string, code: string | undefined, t: CommanderTexts): string | undefined => {
  const body = ((): string | null | undefined => {
    let m: RegExpExecArray | null
    switch (code) {
      case "commander.unknownOption":
        m = /^error: unknown option '(.*?)'(\n[\s\S]*)?$/.exec(message)
        return m && `${t.unknownOption(m[1]!)}${suggestionOf(m[2], t)}`
      case "commander.unknownCommand":
        m = /^error: unknown command '(.*?)'(\n[\s\S]*)?$/.exec(message)
        return m && `${t.unknownCommand(m[1]!)}${suggestionOf(m[2], t)}`
      case "commander.missingArgument":
        m = /^error: missing required argument '(.*)'$/.exec(message)
        return m && t.missingArgument(m[1]!)
      case "commander.optionMissingArgument":
        m = /^error: option '(.*)' argument missing$/.exec(message)
        return m && t.optionMissingArgument(m[1]!)
      case "commander.missingMandatoryOptionValue":
        m = /^error: required option '(.*)' not specified$/.exec(message)
        return m && t.missingRequiredOption(m[1]!)
      case "commander.excessArguments":
        m = /^error: too many arguments(?: for '(.*?)')?\. Expected (\d+) arguments? but got \d+: ([\s\S]*)\.$/.exec(message)
        return m && t.excessArguments(m[1], Number(m[2]), m[3]!.split(", "))
      case "commander.invalidArgument":
        m = /^error: option '(.*?)' argument '([\s\S]*?)' is invalid\. ([\s\S]*)$/.exec(message)
        if (m) return `${t.invalidOptionValue(m[1]!, m[2]!)} ${reasonOf(m[3]!, t)}`
        m = /^error: command-argument value '([\s\S]*?)' is invalid for argument '(.*?)'\. ([\s\S]*)$/.exec(message)
        return m && `${t.invalidArgumentValue(m[2]!, m[1]!)} ${reasonOf(m[3]!, t)}`
      default:
        return undefined
    }
  })()
  return body == null ? undefined : `${t.error}: ${body}`
}

/** Options registered as required: checked by the CLI after commander's own checks, and marked in the help. */
const requiredOptions = new WeakSet<Option>()

/** The Help of a command in `lang`. */
export class LocalizedHelp extends Help {
  readonly #t: CommanderTexts

  constructor(lang: Language) {
    super()
    this.#t = texts[lang]
  }

  override styleTitle(title: string): string {
    return this.#t.headings[title] ?? title
  }

  /** `[options]` and `[command]`, the placeholders commander puts into a usage line, in the help's language. */
  #placeholders(usage: string): string {
    return usage
      .split(" ")
      .map((word) => (word === "[options]" ? this.#t.options : word === "[command]" ? this.#t.command : word))
      .join(" ")
  }

  override commandUsage(cmd: Command): string {
    return this.#placeholders(super.commandUsage(cmd))
  }

  override subcommandTerm(cmd: Command): string {
    return this.#placeholders(super.subcommandTerm(cmd))
  }

  /** As commander describes an option, in the help's language; a flag's `false` default is left out (it says nothing to a user). */
  override optionDescription(option: Option): string {
    const t = this.#t
    const notes: Array<string> = []
    if (requiredOptions.has(option)) notes.push(t.required)
    if (option.argChoices) notes.push(`${t.choices}: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`)
    if (option.defaultValue !== undefined && (option.required || option.optional || (option.isBoolean() && option.defaultValue === true))) {
      notes.push(`${t.default}: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`)
    }
    if (option.presetArg !== undefined && option.optional) notes.push(`${t.preset}: ${JSON.stringify(option.presetArg)}`)
    if (option.envVar !== undefined) notes.push(`${t.env}: ${option.envVar}`)
    return notes.length === 0 ? option.description : [option.description, `(${notes.join(", ")})`].filter((part) => part !== "").join(" ")
  }

  override argumentDescription(argument: Argument): string {
    const t = this.#t
    const notes: Array<string> = []
    if (argument.argChoices) notes.push(`${t.choices}: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`)
    if (argument.defaultValue !== undefined) notes.push(`${t.default}: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`)
    return notes.length === 0 ? argument.description : [argument.description, `(${notes.join(", ")})`].filter((part) => part !== "").join(" ")
  }
}

/** The command path a user types, `shop-cli inquiries show`. */
const pathOf = (command: Command): string => {
  const names: Array<string> = []
  for (let at: Command | null = command; at !== null; at = at.parent) names.unshift(at.name())
  return names.join(" ")
}

/**
 * A commander Command in `lang`: its help (LocalizedHelp), its argument errors, each followed by
 * where the help is, and its required options checked after unknown options and arguments.
 * Subcommands made with `.command()` are of this class too.
 */
export class LocalizedCommand extends Command {
  readonly lang: Language

  constructor(lang: Language, name?: string) {
    super(name)
    this.lang = lang
    // Runs for this command's action only (hooks of ancestors run for their descendants' actions too).
    this.hook("preAction", (self, action) => {
      if (self !== action) return
      for (const option of action.options) {
        if (requiredOptions.has(option) && action.getOptionValue(option.attributeName()) === undefined) {
          action.error(`error: required option '${option.flags}' not specified`, { code: "commander.missingMandatoryOptionValue" })
        }
      }
    })
  }

  override createCommand(name?: string): Command {
    return new LocalizedCommand(this.lang, name)
  }

  override createHelp(): Help {
    return Object.assign(new LocalizedHelp(this.lang), this.configureHelp())
  }

  /** `requiredOption` and `makeOptionMandatory` land here: the option is checked by the preAction hook instead of before unknown options. */
  override addOption(option: Option): this {
    if (option.mandatory) {
      option.makeOptionMandatory(false)
      requiredOptions.add(option)
    }
    return super.addOption(option)
  }

  override error(message: string, errorOptions?: ErrorOptions): never {
    const t = texts[this.lang]
    const text = translated(message, errorOptions?.code, t) ?? message
    // Where to read on: one line, so that the error and its suggestion stay on the screen.
    return super.error(`${text}\n${t.moreHelp(pathOf(this))}`, errorOptions)
  }
}
