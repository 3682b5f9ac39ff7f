import Foundation
import LayoutCore
import LayoutPipeline
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
    case let .check(paths, semantics, view):
      return paths.map { check($0, semantics: semantics, view: view) }.max() ?? 0
    case let .repl(path, color, semantics, view):
      return Interactive.repl(path, color: color, semantics: semantics, view: view)
    case let .watch(paths, color, semantics, view):
      return Interactive.watch(paths, color: color, semantics: semantics, view: view)
    case .learn(let color):
      return Interactive.learn(color: color)
    }
  }

  /// `render`: evaluate, lay out, print in the chosen format.
  static func render(_ options: RenderOptions) -> Int32 {
    if options.compare { return compare(options) }
    guard let script = evaluate(options.path, semantics: options.canvas.semantics, view: options.canvas.view,
                                safeArea: options.canvas.safeArea) else { return 1 }
    let details = options.format == .tree || options.proposals != nil
    let each = Pipeline.layoutEach(script, options: LayoutOptions(canvas: options.canvas, recordingDetails: details))
    let laidOut = each[0]
    guard let result = laidOut.result else {
      printError("\(options.path): the script has no `var body: Layout { … }` (nor an anchors `var layout: some Layout { … }`); "
                 + "it is a library of components, nothing to render")
      return 1
    }
    printFindings(laidOut.diagnostics, path: options.path)
    if let name = options.proposals, let problem = OfferedSizes.problem(drawing: name, script: script, result: result) {
      printError("\(options.path): --proposals \(name): \(problem)")
      return 1
    }
    switch options.format {
    case .json:
      var output = StandardOutput()
      var report = JSONReport(script: script, result: result, constraints: laidOut.constraints, diagnostics: laidOut.warnings)
      report.laterLayouts = each.dropFirst().compactMap(\.result)
      report.write(to: &output)
      output.write("\n")
      output.flush()
    case .tree:
      var output = StandardOutput()
      for (index, shown) in each.enumerated() {
        guard let result = shown.result else { continue }
        if each.count > 1 { output.write((index == 0 ? "" : "\n") + "layout" + LayoutTitle.suffix(of: script, index) + "\n") }
        TreeReport(script: shown.script, result: result).write(to: &output)
      }
      output.flush()
    case .svg:
      var output = StandardOutput()
      SVGReport(script: script, result: result, containers: options.containers, proposals: options.proposals).write(to: &output)
      output.flush()
    case .ascii:
      var diff: LayoutDiff?
      if let oldPath = options.diffPath {
        guard let old = evaluate(oldPath, semantics: options.canvas.semantics, view: options.canvas.view), let oldResult = Pipeline.layout(old, options: LayoutOptions(canvas: options.canvas)).result else {
          printError("\(oldPath): nothing to compare with (the script has errors or no body)")
          return 1
        }
        diff = LayoutDiff(previous: old, previousResult: oldResult, script: script, result: result)
      }
      let title = options.path == DefaultScript.path ? "built-in example card" : options.path
      for (index, shown) in each.enumerated() {
        guard let result = shown.result else { continue }
        let report = AsciiReport(script: shown.script, result: result, title: title + LayoutTitle.suffix(of: script, index),
                                 options: options.picture, diff: diff, constraints: shown.constraints)
        print(report.text, terminator: index == each.count - 1 ? "" : "\n")
      }
    }
    return 0
  }

  /// Prints the engine's warnings (conflicts, ambiguity) with their source lines.
  static func printFindings(_ diagnostics: [Diagnostic], path: String) {
    guard !diagnostics.isEmpty else { return }
    let source = path == DefaultScript.path ? DefaultScript.source : (try? ScriptFile.read(path)) ?? ""
    for diagnostic in diagnostics { printError(diagnostic.rendered(source: source)) }
  }

  /// `render --compare`: the script evaluated and laid out under each semantics, drawn side by side.
  static func compare(_ options: RenderOptions) -> Int32 {
    guard let swiftUIScript = evaluate(options.path, semantics: .swiftUI, view: options.canvas.view) else { return 1 }
    guard let source = try? ScriptFile.read(options.path),
          let quickLayoutScript = try? ScriptEvaluator.evaluate(source: source, path: options.path, semantics: .quickLayout,
                                                                  view: options.canvas.view) else {
      printError("\(options.path): the script does not evaluate under QuickLayout's rules; nothing to compare")
      return 1
    }
    var canvas = options.canvas
    canvas.semantics = .quickLayout
    let quickLayout = Pipeline.layout(quickLayoutScript, options: LayoutOptions(canvas: canvas))
    canvas.semantics = .swiftUI
    let swiftUI = Pipeline.layout(swiftUIScript, options: LayoutOptions(canvas: canvas))
    guard let quickLayoutResult = quickLayout.result, let swiftUIResult = swiftUI.result else {
      printError("\(options.path): the script has no body; nothing to compare")
      return 1
    }
    let report = CompareReport(quickLayout: (quickLayout.script, quickLayoutResult), swiftUI: (swiftUI.script, swiftUIResult),
                               title: options.path, options: options.picture)
    print(report.text, terminator: "")
    return 0
  }

  /// `check`: evaluate only; diagnostics and status.
  static func check(_ path: String, semantics: Semantics?, view: String?) -> Int32 {
    guard let script = evaluate(path, semantics: semantics, view: view) else { return 1 }
    guard script.body == nil && script.anchors == nil else {
      print("\(path): ok")
      return 0
    }
    print("\(path): ok, but nothing to render: it declares no `var body: Layout { … }` (a library for other files to import)")
    if let source = try? ScriptFile.read(path), let line = ScriptEvaluator.foreignDialectLine(source: source, path: path) {
      printError(line)
    }
    return 0
  }

  /// Reads and evaluates a script, printing its diagnostics; nil when it has errors.
  static func evaluate(_ path: String, semantics: Semantics? = nil, view: String? = nil, safeArea: EdgeInsets? = nil) -> EvaluatedScript? {
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
      let script = try ScriptEvaluator.evaluate(source: source, path: path, semantics: semantics, view: view, safeArea: safeArea)
      for warning in Diagnostic.rendered(script.warnings, sources: [path: source]) { printError(warning) }
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

    qlrepl [FILE.ql]    the REPL on FILE, watched (or on a built-in example card); :help inside
    watch               full-screen watch mode: draw each file again on every save
    learn               the course of lessons, at the first one not finished; :check, :lessons inside
    render              lay a script out once and print it
    check               parse and evaluate only; print diagnostics; exit 1 on errors
    (a FILE may also be UIKit's "Unable to simultaneously satisfy constraints." log, pasted:
     it is solved, drawn after UIKit's recovery and explained; :priority ADDRESS 999 inside)

    options of render:
      --format F        ascii (default): a picture of boxes and a table of frames
                        tree: every element with its proposal, size, flexibility, priority
                        json: the SPEC 3.1 schema;  svg: a standalone picture
      --size WxH        canvas size, e.g. 375x200 or 375xinf
      --device NAME     a device's screen and safe area: "iPhone SE", "iPhone 15", "iPad", …
      --fit             size the body with sizeThatFits first (canvas mode .fit)
      --scale N         screen scale for pixel-grid rounding
      --rtl             lay out right to left
      --semantics S     lay out by swiftui or quicklayout rules, whatever the script chose
      --view NAME       show the SwiftUI view NAME of a file of several (as canvas(view:))
    options of the ascii picture:
      --cell WxH        points per column and per row (default: fit the terminal, rows twice columns)
      --zoom Z          cells of 1/Z the fitted size
      --columns N       fit N columns instead of the terminal width (COLUMNS, else 100)
      --containers      outline stacks, flows and grids (also in svg)
      --shading         shade padding ░ and spacing ▒
      --rulers          rulers in points along the top and the left
      --proposals NAME  the sizes the container holding NAME offered each child, dashed (also in svg)
      --diff OLD.ql     draw what moved or resized since OLD.ql heavy; deltas in the table
      --compare         lay out by QuickLayout's and SwiftUI's rules side by side; heavy: frames that differ
      --no-color        no colour (also when NO_COLOR is set or stdout is not a terminal);
                        every command takes it

    exit status: 0 success, 1 script error, 2 usage error
    """
}
