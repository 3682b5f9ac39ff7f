import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript

/// The one table of qlrepl's command line: every subcommand with its operands and the options
/// it takes, every option declared once with its value, its words and what it sets. Parsing
/// (`ArgumentParser`), the usage, `--help` of each subcommand, the README's tables
/// (`qlrepl help --markdown`) and the manual page (`qlrepl help --man`, kept as `qlrepl.1`)
/// are all made from it, so they cannot disagree.
enum CommandLineTable {
  /// One option: `--format F`, `--rtl`.
  struct Option {
    let flag: String
    /// What its value is called (`WxH`), nil for a switch.
    let value: String?
    /// What it does, in one sentence or a few (the README's words).
    let text: String
    /// Sets what the option says in the options of a run; the value is "" for a switch.
    let apply: @Sendable (inout RenderOptions, String) throws(UsageError) -> Void
  }

  /// One subcommand (the REPL's name is empty: `qlrepl [FILE.ql]`).
  struct Subcommand {
    let name: String
    /// Its operands as the usage writes them.
    let operands: String
    /// How many files it takes.
    let files: ClosedRange<Int>
    /// What it does (the README's words).
    let text: String
    /// The flags of the options it takes, in the order the usage lists them.
    let options: [String]

    /// `qlrepl render`, `qlrepl`.
    var invocation: String { name.isEmpty ? "qlrepl" : "qlrepl \(name)" }
  }

  static let semantics = "swiftui|quicklayout"

  /// Every option, once.
  static let options: [Option] = [
    Option(flag: "--format", value: "ascii|json|tree|svg", text: """
      ascii (the default): a picture of boxes and the table of frames; tree: every element, containers and modifiers \
      too, with its frame, the proposal it was laid out for and the size it took, flexibility (h/v), priority and every \
      proposal it received, with why; json: the schema of docs/json.md; svg: a standalone SVG of the canvas
      """) { options, value throws(UsageError) in
      guard let format = RenderOptions.Format(rawValue: value) else {
        throw UsageError(message: "unknown format '\(value)' (use \(RenderOptions.Format.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      options.format = format
    },
    Option(flag: "--size", value: "WxH", text: "the canvas's size (375x200, 375xinf), overriding the script's canvas(…); its mode stays the script's (add --exact or --fit)") {
      options, value throws(UsageError) in options.canvas.size = try ArgumentParser.parseSize(value)
    },
    Option(flag: "--device", value: "NAME", text: "a device's screen and safe area as the canvas (\"iPhone SE\", \"iPhone 15\", \"iPad\", …)") {
      options, value throws(UsageError) in
      guard let device = DevicePreset.named(value) else {
        throw UsageError(message: "unknown device '\(value)' (the devices: \(DevicePreset.all.map(\.name).joined(separator: ", ")))")
      }
      options.canvas.size = device.size
      options.canvas.safeArea = device.safeArea
    },
    Option(flag: "--dynamic-type", value: "SIZE", text: """
      the Dynamic Type size text styles are read at, with Apple's point sizes (xSmall, small, medium, large (the default), \
      xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5, or AX1 … AX5): .font(.body) and the other styles, a Text \
      given no font, UIFont.preferredFont(forTextStyle:), @ScaledMetric and @Environment(\\.dynamicTypeSize) all follow it
      """) { options, value throws(UsageError) in
      guard let size = DynamicTypeSize.named(value) else {
        let hint = didYouMean(value, among: DynamicTypeSize.allCases.map(\.name)).map { " (\($0))" } ?? ""
        throw UsageError(message: "unknown Dynamic Type size '\(value)'\(hint); the sizes: "
                         + DynamicTypeSize.allCases.map(\.name).joined(separator: ", "))
      }
      options.canvas.dynamicTypeSize = size
    },
    Option(flag: "--variants", value: "dynamic-type|devices", text: """
      draw the layout at several variants side by side, as Xcode's canvas shows them (stacked when the terminal is too \
      narrow), each titled, the views whose frames differ from the reference variant's heavy, then one table of every \
      frame in each: dynamic-type at xSmall, large (the reference), xxxLarge, accessibility3 and accessibility5; devices \
      on every --device preset (the reference: iPhone 15); with --format json, one layout per variant
      """) { options, value throws(UsageError) in
      guard let kind = VariantKind(rawValue: value.lowercased()) else {
        throw UsageError(message: "--variants needs dynamic-type or devices, not '\(value)'")
      }
      options.variants = kind
    },
    Option(flag: "--fit", value: nil, text: "size the body with sizeThatFits first (canvas mode .fit)") { options, _ in options.canvas.mode = .fit },
    Option(flag: "--exact", value: nil, text: "lay the body out in exactly the canvas's size (canvas mode .exact), whatever the script's mode") {
      options, _ in options.canvas.mode = .exact
    },
    Option(flag: "--scale", value: "N", text: "the screen scale positions round to (pixel grid)") { options, value throws(UsageError) in
      options.canvas.scale = try ArgumentParser.positiveNumber(value, for: "--scale")
    },
    Option(flag: "--rtl", value: nil, text: "lay out right to left") { options, _ in options.canvas.direction = .rightToLeft },
    Option(flag: "--semantics", value: semantics, text: """
      lay out by SwiftUI's or QuickLayout's rules, whatever the script chose (not applicable to an Auto Layout script); \
      see "SwiftUI semantics"
      """) { options, value throws(UsageError) in options.canvas.semantics = try ArgumentParser.semantics(value) },
    Option(flag: "--view", value: "NAME", text: "show the view NAME (a SwiftUI view or a pasted class) of a file of several, whatever its canvas(view:) says") {
      options, value in options.canvas.view = value
    },
    Option(flag: "--compare", value: nil, text: """
      lay the script out by both rules and draw the two pictures side by side, the views whose frames differ heavy in \
      both, then one table of both frames and both measurement counts (≠ where they differ); not applicable to an Auto Layout script
      """) { options, _ in options.compare = true },
    Option(flag: "--cell", value: "WxH", text: "points per column and per row of the picture (default: fit the terminal, a row twice a column)") {
      options, value throws(UsageError) in
      let cell = try ArgumentParser.parseSize(value)
      guard cell.width > 0, cell.height > 0, cell.width.isFinite, cell.height.isFinite else {
        throw UsageError(message: "--cell needs positive points per column and row, like 4x8, not '\(value)'")
      }
      options.cell = CellScale(pointsPerColumn: cell.width, pointsPerRow: cell.height)
    },
    Option(flag: "--zoom", value: "Z", text: "cells of 1/Z the fitted size") { options, value throws(UsageError) in
      options.zoom = try ArgumentParser.positiveNumber(value, for: "--zoom")
    },
    Option(flag: "--columns", value: "N", text: "fit N columns instead of the terminal's width (TIOCGWINSZ, else COLUMNS, else 100)") {
      options, value throws(UsageError) in
      guard let columns = Int(value), (10...10_000).contains(columns) else {
        throw UsageError(message: "--columns needs a whole number from 10 to 10000, not '\(value)'")
      }
      options.columns = columns
    },
    Option(flag: "--containers", value: nil, text: "outline stacks, flows and grids ╭┄╮ (also in SVG)") { options, _ in options.containers = true },
    Option(flag: "--shading", value: nil, text: "shade padding ░ and the space between stacked views ▒") { options, _ in options.shading = true },
    Option(flag: "--rulers", value: nil, text: "rulers in points along the top and the left") { options, _ in options.rulers = true },
    Option(flag: "--whole-canvas", value: nil, text: """
      draw every row of the canvas; without it, rows above and below all the views are left out when that saves 8 rows \
      or more, each cut edge marked ╟╌ ↑ 176 pt not drawn ╌╢ and the rows shown named in the header
      """) { options, _ in options.wholeCanvas = true },
    Option(flag: "--proposals", value: "NAME", text: """
      for the container holding view NAME: the size it offered each child, a dashed outline ·╌· around the box the child \
      took, and a list of offered against taken sizes under the table; also in SVG
      """) { options, value in options.proposals = value },
    Option(flag: "--diff", value: "OLD.ql", text: "draw the views that moved or resized since OLD.ql in heavy lines; the table shows deltas, 24 (+8)") {
      options, value in options.diffPath = value
    },
    Option(flag: "--no-color", value: nil, text: "no colour (there is none either when NO_COLOR is set or standard output is not a terminal)") {
      options, _ in options.color = false
    },
  ]

  /// Every subcommand, the REPL first.
  static let subcommands: [Subcommand] = [
    Subcommand(name: "", operands: "[FILE.ql]", files: 0...1,
               text: "the REPL on FILE, which is watched too (or on the built-in card): see \"The REPL\"",
               options: ["--semantics", "--view", "--dynamic-type", "--no-color"]),
    Subcommand(name: "watch", operands: "FILE.ql...", files: 1...Int.max,
               text: "full-screen watch mode, each file drawn again on every save: see \"Watch mode\"",
               options: ["--semantics", "--view", "--dynamic-type", "--no-color"]),
    Subcommand(name: "render", operands: "FILE.ql", files: 1...1, text: "lay a script out once and print it",
               options: ["--format", "--size", "--device", "--dynamic-type", "--variants", "--fit", "--exact", "--scale", "--rtl", "--semantics", "--view", "--compare", "--cell",
                         "--zoom", "--columns", "--containers", "--shading", "--rulers", "--whole-canvas", "--proposals", "--diff", "--no-color"]),
    Subcommand(name: "check", operands: "FILE.ql...", files: 1...Int.max,
               text: "parse and evaluate only; diagnostics; exit status 1 on errors", options: ["--semantics", "--view", "--no-color"]),
    Subcommand(name: "learn", operands: "", files: 0...0,
               text: "the course, at the first lesson not finished: see \"Learning layout with qlrepl\"", options: ["--no-color"]),
    Subcommand(name: "help", operands: "[COMMAND]", files: 0...1,
               text: "this help, or a command's (as COMMAND --help); --markdown the README's tables, --man the manual page",
               options: []),
  ]

  static func option(_ flag: String) -> Option? { options.first { $0.flag == flag } }
  static func subcommand(_ name: String) -> Subcommand? { subcommands.first { $0.name == name } }

  /// `--format ascii|json|tree|svg`, `--rtl`.
  static func synopsis(of option: Option) -> String { option.value.map { "\(option.flag) \($0)" } ?? option.flag }

  /// One subcommand's usage line: `qlrepl render FILE.ql [--format …] …`.
  static func usage(of subcommand: Subcommand) -> String {
    ([subcommand.invocation] + (subcommand.operands.isEmpty ? [] : [subcommand.operands])
      + subcommand.options.compactMap(option).map { "[\(synopsis(of: $0))]" }).joined(separator: " ")
  }

  /// Every subcommand's usage line, and `--help` / `--version`.
  static var usage: String {
    let lines = subcommands.map(usage(of:)) + ["qlrepl --help | --version"]
    return "usage: " + lines.joined(separator: "\n       ")
  }

  /// `qlrepl --help`: the usage, then each subcommand and what it does.
  static var help: String {
    var lines = ["qlrepl — a terminal playground for QuickLayout, SwiftUI and Auto Layout layout", "", usage, ""]
    for subcommand in subcommands {
      lines.append(pad(subcommand.name.isEmpty ? "qlrepl [FILE.ql]" : subcommand.name, to: 18) + subcommand.text)
    }
    lines += ["", "qlrepl COMMAND --help says what each option of COMMAND does; the REPL's:"]
    lines += optionLines(subcommands[0])
    lines += ["", "exit status: 0 success, 1 script error, 2 usage error"]
    return lines.joined(separator: "\n")
  }

  /// The options of `subcommand`, each with what it does, for `--help`.
  private static func optionLines(_ subcommand: Subcommand) -> [String] {
    subcommand.options.compactMap(option).flatMap { option in
      ["  " + synopsis(of: option)] + wrap(option.text, width: 76).map { "      " + $0 }
    }
  }

  /// `qlrepl COMMAND --help`: its usage, what it does and each of its options.
  static func help(of subcommand: Subcommand) -> String {
    var lines = ["usage: " + usage(of: subcommand), "", subcommand.text]
    if !subcommand.options.isEmpty { lines += ["", "options:"] + optionLines(subcommand) }
    return lines.joined(separator: "\n")
  }

  /// The README's tables of "The command line": the subcommands, then every option with the commands that take it.
  static var markdown: String {
    var lines = ["| command | what it does |", "|---|---|"]
    for subcommand in subcommands {
      let shown = ([subcommand.invocation] + (subcommand.operands.isEmpty ? [] : [subcommand.operands])).joined(separator: " ")
      lines.append("| `\(shown)` | \(subcommand.text) |")
    }
    lines.append("| `qlrepl --help`, `--version`, `COMMAND --help` | as usual |")
    lines += ["", "Options, and the commands that take them:", "", "| option | commands | |", "|---|---|---|"]
    for option in options {
      let takers = subcommands.filter { $0.options.contains(option.flag) }.map { $0.name.isEmpty ? "the REPL" : $0.name }
      lines.append("| `\(synopsis(of: option).replacing("|", with: "\\|"))` | \(takers.joined(separator: ", ")) | \(option.text.replacing("|", with: "\\|")) |")
    }
    return lines.joined(separator: "\n")
  }

  /// The manual page (troff, `man 7 man-pages`' sections): `qlrepl.1`.
  static var manPage: String {
    func escaped(_ text: String) -> String {
      text.replacing("\\", with: "\\e").replacing("-", with: "\\-").split(separator: "\n").map { $0.hasPrefix(".") ? "\\&" + $0 : String($0) }
        .joined(separator: "\n")
    }
    var lines = [".TH QLREPL 1 \"\" \"\(Commands.version)\" \"User Commands\"", ".SH NAME",
                 "qlrepl \\- a terminal playground for QuickLayout, SwiftUI and Auto Layout layout", ".SH SYNOPSIS"]
    for subcommand in subcommands { lines += [".PP", escaped(usage(of: subcommand))] }
    lines += [".SH DESCRIPTION", "qlrepl evaluates layout scripts (.ql files or pasted Swift) and prints every frame the layout computes.",
              ".SH COMMANDS"]
    for subcommand in subcommands {
      lines += [".TP", ".B " + escaped(subcommand.name.isEmpty ? "qlrepl [FILE.ql]" : subcommand.name + " " + subcommand.operands), escaped(subcommand.text)]
    }
    lines.append(".SH OPTIONS")
    for option in options {
      let takers = subcommands.filter { $0.options.contains(option.flag) }.map { $0.name.isEmpty ? "the REPL" : $0.name }
      lines += [".TP", ".B " + escaped(synopsis(of: option)), escaped(option.text + " (" + takers.joined(separator: ", ") + ")")]
    }
    lines += [".SH EXIT STATUS", "0 success, 1 a script error, 2 a usage error.", ".SH FILES",
              "~/.qlrepl_history, $XDG_STATE_HOME/qlrepl/progress (else ~/.local/state/qlrepl/progress)"]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(width - text.count, 1))
  }

  /// `text` in lines of at most `width` characters, broken between words.
  private static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = [], line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
