import Glibc
import LayoutCore
import LayoutScript
import LayoutRender
import LayoutSession

/// Turns `CommandLine.arguments` (without the program name) into an `Invocation`.
enum ArgumentParser {
  /// Parses over the one table (`CommandLineTable`): the subcommand, then its options and files.
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var rest = arguments[...]
    var subcommand = CommandLineTable.subcommand("")!
    switch rest.first {
    case "-h"?, "--help"?: return .help
    case "--version"?: return .version
    default:
      // The subcommand is the first word that is no option nor an option's value: options may come before it.
      var index = rest.startIndex
      while index < rest.endIndex, rest[index].hasPrefix("-"), rest[index] != "-" {
        index += CommandLineTable.option(rest[index])?.value == nil ? 1 : 2
      }
      if index < rest.endIndex, let named = CommandLineTable.subcommand(rest[index]), !named.name.isEmpty {
        subcommand = named
        rest.remove(at: index)
      }
    }
    if subcommand.name == "help" { return try help(Array(rest)) }
    var options = RenderOptions(path: "")
    var paths: [String] = []
    while let argument = rest.popFirst() {
      if argument == "--help" || argument == "-h" { return .subcommandHelp(subcommand.name) }
      guard argument.hasPrefix("-"), argument != "-" else {
        paths.append(argument)
        continue
      }
      guard subcommand.options.contains(argument), let option = CommandLineTable.option(argument) else {
        let hint = didYouMean(argument, among: subcommand.options).map { "; \($0)" } ?? ""
        throw UsageError(message: "unknown option '\(argument)'" + (subcommand.name.isEmpty ? "" : " for \(subcommand.name)") + hint)
      }
      var value = ""
      if option.value != nil {
        guard let next = rest.popFirst() else { throw UsageError(message: "\(argument) needs a value (\(option.value!))") }
        value = next
      }
      try option.apply(&options, value)
    }
    try checkFiles(paths, of: subcommand)
    switch subcommand.name {
    case "render":
      options.path = paths[0]
      return .render(options)
    case "watch": return .watch(paths: paths, color: options.color, canvas: options.canvas)
    case "check": return .check(paths: paths, semantics: options.canvas.semantics, view: options.canvas.view)
    case "learn": return .learn(color: options.color)
    default: return .repl(path: paths.first, color: options.color, canvas: options.canvas)
    }
  }

  /// The number of files `subcommand` takes; a first word that is no file but close to a
  /// subcommand's name is a mistyped subcommand (`qlrepl rendr`).
  private static func checkFiles(_ paths: [String], of subcommand: CommandLineTable.Subcommand) throws(UsageError) {
    let names = CommandLineTable.subcommands.map(\.name).filter { !$0.isEmpty }
    if subcommand.name.isEmpty, let first = paths.first, !first.contains("."), !first.contains("/"),
       access(first, F_OK) != 0, let suggestion = didYouMean(first, among: names) {
      throw UsageError(message: "unknown command '\(first)'; \(suggestion)")
    }
    if paths.count < subcommand.files.lowerBound {
      throw UsageError(message: "\(subcommand.name) needs " + (subcommand.files.upperBound == 1 ? "a FILE.ql" : "at least one FILE.ql"))
    }
    if paths.count > subcommand.files.upperBound {
      switch subcommand.name {
      case "learn": throw UsageError(message: "learn takes no file: it opens the course at the first lesson not finished")
      case "": throw UsageError(message: "unexpected argument '\(paths[1])'")
      default: throw UsageError(message: "\(subcommand.name) takes one FILE.ql, got '\(paths[1])' too")
      }
    }
  }

  /// `qlrepl help [COMMAND]`, `help --markdown`, `help --man`.
  private static func help(_ arguments: [String]) throws(UsageError) -> Invocation {
    switch arguments.first {
    case nil: return .help
    case "--markdown"?: return .markdown
    case "--man"?: return .manPage
    case let name? where CommandLineTable.subcommand(name) != nil && arguments.count == 1: return .subcommandHelp(name)
    case let name?:
      let hint = didYouMean(name, among: CommandLineTable.subcommands.map(\.name).filter { !$0.isEmpty }).map { "; \($0)" } ?? ""
      throw UsageError(message: "no command '\(name)' to help with\(hint)")
    }
  }

  /// `swiftui` or `quicklayout`.
  static func semantics(_ text: String) throws(UsageError) -> Semantics {
    guard let semantics = Semantics(flagName: text) else {
      throw UsageError(message: "--semantics needs swiftui or quicklayout, not '\(text)'")
    }
    return semantics
  }

  static func positiveNumber(_ text: String, for flag: String) throws(UsageError) -> Double {
    guard let number = Double(text), number > 0, number.isFinite else {
      throw UsageError(message: "\(flag) needs a positive number, not '\(text)'")
    }
    return number
  }

  /// `375x200`, `375xinf`.
  static func parseSize(_ text: String) throws(UsageError) -> Size {
    guard let size = SizeText.parse(text) else {
      throw UsageError(message: "--size needs WIDTHxHEIGHT, like 375x200 or 375xinf, not '\(text)'")
    }
    return size
  }

  static var usage: String { CommandLineTable.usage }
}
