import LayoutCore
import LayoutRender
import LayoutSession

/// Turns `CommandLine.arguments` (without the program name) into an `Invocation`.
enum ArgumentParser {
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var arguments = arguments
    var semantics: Semantics?
    if let flag = arguments.firstIndex(of: "--semantics"), arguments.first != "render" {
      guard flag + 1 < arguments.count else { throw UsageError(message: "--semantics needs a value") }
      semantics = try Self.semantics(arguments[flag + 1])
      arguments.removeSubrange(flag...(flag + 1))
    }
    var view: String?
    if let flag = arguments.firstIndex(of: "--view"), arguments.first != "render" {
      guard flag + 1 < arguments.count else { throw UsageError(message: "--view needs the name of a view") }
      view = arguments[flag + 1]
      arguments.removeSubrange(flag...(flag + 1))
    }
    guard let first = arguments.first else { return .repl(path: nil, color: true, semantics: semantics, view: view) }
    switch first {
    case "-h", "--help", "help": return .help
    case "--version": return .version
    case "render": return .render(try parseRender(Array(arguments.dropFirst())))
    case "watch":
      let (paths, color) = try files(Array(arguments.dropFirst()), of: "watch")
      return .watch(paths: paths, color: color, semantics: semantics, view: view)
    case "learn":
      let (paths, color) = try files(Array(arguments.dropFirst()), of: nil)
      guard paths.isEmpty else { throw UsageError(message: "learn takes no file: it opens the course at the first lesson not finished") }
      return .learn(color: color)
    case "check":
      // check prints diagnostics only, never in colour: --no-color is accepted and changes nothing.
      return .check(paths: try files(Array(arguments.dropFirst()), of: "check").paths, semantics: semantics, view: view)
    default:
      let (paths, color) = try files(arguments, of: nil)
      guard paths.count <= 1 else { throw UsageError(message: "unexpected argument '\(paths[1])'") }
      return .repl(path: paths.first, color: color, semantics: semantics, view: view)
    }
  }

  /// The files of `command` (nil: the REPL) and whether colour is allowed (no `--no-color`).
  private static func files(_ arguments: [String], of command: String?) throws(UsageError) -> (paths: [String], color: Bool) {
    let paths = arguments.filter { $0 != "--no-color" }
    if let flag = paths.first(where: { $0.hasPrefix("-") }) {
      throw UsageError(message: "unknown option '\(flag)'" + (command.map { " for \($0)" } ?? ""))
    }
    if let command, paths.isEmpty { throw UsageError(message: "\(command) needs at least one FILE.ql") }
    return (paths, paths.count == arguments.count)
  }

  private static func parseRender(_ arguments: [String]) throws(UsageError) -> RenderOptions {
    var path: String?
    var options = RenderOptions(path: "")
    var rest = arguments[...]
    func value(for flag: String) throws(UsageError) -> String {
      guard let next = rest.popFirst() else { throw UsageError(message: "\(flag) needs a value") }
      return next
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--format":
        let name = try value(for: argument)
        guard let format = RenderOptions.Format(rawValue: name) else {
          throw UsageError(message: "unknown format '\(name)' (use \(RenderOptions.Format.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        options.format = format
      case "--size":
        options.canvas.size = try parseSize(try value(for: argument))
      case "--device":
        let name = try value(for: argument)
        guard let device = DevicePreset.named(name) else {
          throw UsageError(message: "unknown device '\(name)' (the devices: \(DevicePreset.all.map(\.name).joined(separator: ", ")))")
        }
        options.canvas.size = device.size
        options.canvas.safeArea = device.safeArea
      case "--fit": options.canvas.mode = .fit
      case "--scale":
        options.canvas.scale = try positiveNumber(try value(for: argument), for: argument)
      case "--rtl": options.canvas.direction = .rightToLeft
      case "--semantics": options.canvas.semantics = try semantics(try value(for: argument))
      case "--view": options.canvas.view = try value(for: argument)
      case "--compare": options.compare = true
      case "--no-color": options.color = false
      case "--cell":
        let text = try value(for: argument)
        let cell = try parseSize(text)
        guard cell.width > 0, cell.height > 0, cell.width.isFinite, cell.height.isFinite else {
          throw UsageError(message: "--cell needs positive points per column and row, like 4x8, not '\(text)'")
        }
        options.cell = CellScale(pointsPerColumn: cell.width, pointsPerRow: cell.height)
      case "--zoom":
        options.zoom = try positiveNumber(try value(for: argument), for: argument)
      case "--columns":
        let text = try value(for: argument)
        guard let columns = Int(text), (10...10_000).contains(columns) else {
          throw UsageError(message: "--columns needs a whole number from 10 to 10000, not '\(text)'")
        }
        options.columns = columns
      case "--containers": options.containers = true
      case "--shading": options.shading = true
      case "--rulers": options.rulers = true
      case "--proposals": options.proposals = try value(for: argument)
      case "--diff": options.diffPath = try value(for: argument)
      case _ where argument.hasPrefix("-"):
        throw UsageError(message: "unknown option '\(argument)' for render")
      default:
        guard path == nil else { throw UsageError(message: "render takes one FILE.ql, got '\(argument)' too") }
        path = argument
      }
    }
    guard let path else { throw UsageError(message: "render needs a FILE.ql") }
    options.path = path
    return options
  }

  /// `swiftui` or `quicklayout`.
  static func semantics(_ text: String) throws(UsageError) -> Semantics {
    guard let semantics = Semantics.allCases.first(where: { $0.flagName == text.lowercased() }) else {
      throw UsageError(message: "--semantics needs swiftui or quicklayout, not '\(text)'")
    }
    return semantics
  }

  private static func positiveNumber(_ text: String, for flag: String) throws(UsageError) -> Double {
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

  static let usage = """
    usage: qlrepl [FILE.ql] [--no-color] [--semantics swiftui|quicklayout] [--view NAME]
           qlrepl watch FILE.ql... [--no-color] [--semantics swiftui|quicklayout] [--view NAME]
           qlrepl learn [--no-color]
           qlrepl render FILE.ql [--format ascii|json|tree|svg] [--size WxH] [--device NAME] [--fit] [--scale N] [--rtl] [--semantics swiftui|quicklayout]
                  [--view NAME] [--cell WxH | --zoom Z] [--columns N] [--containers] [--shading] [--rulers] [--proposals NAME] [--diff OLD.ql] [--compare] [--no-color]
           qlrepl check FILE.ql... [--no-color] [--semantics swiftui|quicklayout] [--view NAME]
           qlrepl --help | --version
    """
}
