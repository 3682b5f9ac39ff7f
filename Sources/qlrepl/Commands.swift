import Foundation
import LayoutEngine
import LayoutRender
import LayoutScript

/// Runs an invocation and returns the exit status: 0 success, 1 a script error, 2 a usage error.
enum Commands {
  static let version = "qlrepl 0.1.0"

  static func run(_ arguments: [String]) -> Int32 {
    let invocation: Invocation
    do {
      invocation = try ArgumentParser.parse(arguments)
    } catch {
      printError("qlrepl: \(error.message)\n\(ArgumentParser.usage)")
      return 2
    }
    switch invocation {
    case .help:
      print(helpText)
      return 0
    case .version:
      print(version)
      return 0
    case .render(let options):
      return render(options)
    case .check(let paths):
      return paths.map(check).max() ?? 0
    case .show(let path):
      return render(RenderOptions(path: path ?? DefaultScript.path))
    }
  }

  /// `render`: evaluate, lay out, print in the chosen format.
  static func render(_ options: RenderOptions) -> Int32 {
    guard let script = evaluate(options.path) else { return 1 }
    guard let body = script.body else {
      printError("\(options.path): the script has no `var body: Layout { … }`; it is a library of components, nothing to render")
      return 1
    }
    let canvas = options.canvas(overriding: script.canvas)
    let result = body.layout(in: canvas, viewCount: script.views.count)
    switch options.format {
    case .json:
      print(JSONReport(script: script, result: result).document.serialized(pretty: true))
    case .ascii:
      print(FrameTable(script: script, result: result).text, terminator: "")
    }
    return 0
  }

  /// `check`: evaluate only; diagnostics and status.
  static func check(_ path: String) -> Int32 {
    guard evaluate(path) != nil else { return 1 }
    print("\(path): ok")
    return 0
  }

  /// Reads and evaluates a script, printing its diagnostics; nil when it has errors.
  static func evaluate(_ path: String) -> EvaluatedScript? {
    let source: String
    if path == DefaultScript.path {
      source = DefaultScript.source
    } else {
      do {
        source = try ScriptFile.read(path)
      } catch {
        printError("qlrepl: \(error)")
        return nil
      }
    }
    do {
      let script = try ScriptEvaluator.evaluate(source: source, path: path)
      for warning in script.warnings { printError(warning.rendered(source: source)) }
      return script
    } catch {
      printError(error.rendered())
      return nil
    }
  }

  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  static let helpText = """
    qlrepl — a terminal playground for QuickLayout-style layout

    \(ArgumentParser.usage)

    qlrepl [FILE.ql]    render FILE (or a built-in example card) in the terminal
    render              lay a script out once and print it: ascii (a table of frames) or json
    check               parse and evaluate only; print diagnostics; exit 1 on errors

    options of render:
      --format F        ascii (default) or json (SPEC 3.1 schema)
      --size WxH        canvas size, e.g. 375x200 or 375xinf
      --fit             size the body with sizeThatFits first (canvas mode .fit)
      --scale N         screen scale for pixel-grid rounding
      --rtl             lay out right to left
      --no-color        no colour (also when NO_COLOR is set or stdout is not a terminal)

    exit status: 0 success, 1 script error, 2 usage error
    """
}
