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
      print(CommandLineTable.help)
      return 0
    case .subcommandHelp(let name):
      print(CommandLineTable.help(of: CommandLineTable.subcommand(name)!))
      return 0
    case .markdown:
      print(CommandLineTable.markdown)
      return 0
    case .manPage:
      print(CommandLineTable.manPage, terminator: "")
      return 0
    case .version:
      print(version)
      return 0
    case .render(let options):
      return render(options)
    case let .check(paths, semantics, view):
      return paths.map { check($0, semantics: semantics, view: view) }.max() ?? 0
    case let .repl(path, color, canvas):
      return Interactive.repl(path, color: color, canvas: canvas)
    case let .watch(paths, color, canvas):
      return Interactive.watch(paths, color: color, canvas: canvas)
    case .learn(let color):
      return Interactive.learn(color: color)
    }
  }

  /// `render`: evaluate, lay out, print in the chosen format.
  static func render(_ options: RenderOptions) -> Int32 {
    if let kind = options.variants { return variants(kind, options) }
    if options.compare { return compare(options) }
    guard let script = evaluate(options.path, options.canvas) else { return 1 }
    if script.anchors != nil, let semantics = options.canvas.semantics { return notApplicableToAutoLayout("--semantics \(semantics.flagName)", options) }
    let details = options.format == .tree || options.proposals != nil
    let each = Pipeline.layoutEach(script, options: LayoutOptions(canvas: options.canvas, recordingDetails: details))
    let laidOut = each[0]
    guard let result = laidOut.result else {
      if let source = try? ScriptFile.read(options.path), source.allSatisfy(\.isWhitespace) {
        printError("\(options.path): the file is empty: nothing to render")
        return 1
      }
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
        // evaluate says why a script that does not evaluate is no good; a body is all that may still be missing.
        guard let old = evaluate(oldPath, semantics: options.canvas.semantics, view: options.canvas.view) else { return 1 }
        guard let oldResult = Pipeline.layout(old, options: LayoutOptions(canvas: options.canvas)).result else {
          printError("\(oldPath): it has no body, so nothing to compare with")
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

  /// `flag` on an anchors script: Auto Layout has neither rule set, a constraint solve is the same under both.
  static func notApplicableToAutoLayout(_ flag: String, _ options: RenderOptions) -> Int32 {
    printError("\(options.path): \(flag) is not applicable to Auto Layout: the script's var layout is SwiftLayout's anchors, "
               + "which a constraint solver lays out the same whatever the stacks' rules")
    return 2
  }

  /// Prints the engine's warnings (conflicts, ambiguity) with their source lines.
  static func printFindings(_ diagnostics: [Diagnostic], path: String) {
    guard !diagnostics.isEmpty else { return }
    let source = path == DefaultScript.path ? DefaultScript.source : (try? ScriptFile.read(path)) ?? ""
    for diagnostic in diagnostics { printError(diagnostic.rendered(source: source)) }
  }

  /// `render --compare`: the script evaluated and laid out under each semantics, drawn side by side.
  static func compare(_ options: RenderOptions) -> Int32 {
    // Both evaluated with what the options decide at evaluation (--view, --device's safe area, --dynamic-type).
    guard let swiftUIScript = evaluate(options.path, semantics: .swiftUI, view: options.canvas.view, safeArea: options.canvas.safeArea,
                                       dynamicTypeSize: options.canvas.dynamicTypeSize) else { return 1 }
    if swiftUIScript.anchors != nil { return notApplicableToAutoLayout("--compare", options) }
    guard let source = try? ScriptFile.read(options.path),
          let quickLayoutScript = try? ScriptEvaluator.evaluate(source: source, path: options.path, semantics: .quickLayout,
                                                                  view: options.canvas.view, safeArea: options.canvas.safeArea,
                                                                  dynamicTypeSize: options.canvas.dynamicTypeSize) else {
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
    if let source = try? ScriptFile.read(path), source.allSatisfy(\.isWhitespace) {
      print("\(path): ok, but it is empty: nothing to render")
      return 0
    }
    print("\(path): ok, but nothing to render: it declares no `var body: Layout { … }` (a library for other files to import)")
    if let source = try? ScriptFile.read(path), let line = ScriptEvaluator.foreignDialectLine(source: source, path: path) {
      printError(line)
    }
    return 0
  }

  /// Reads and evaluates a script with what `canvas` decides at evaluation (semantics, view,
  /// safe area, Dynamic Type size), printing its diagnostics; nil when it has errors.
  static func evaluate(_ path: String, _ canvas: CanvasOverride) -> EvaluatedScript? {
    evaluate(path, semantics: canvas.semantics, view: canvas.view, safeArea: canvas.safeArea, dynamicTypeSize: canvas.dynamicTypeSize)
  }

  /// Reads and evaluates a script, printing its diagnostics; nil when it has errors.
  static func evaluate(_ path: String, semantics: Semantics? = nil, view: String? = nil, safeArea: EdgeInsets? = nil,
                       dynamicTypeSize: DynamicTypeSize? = nil) -> EvaluatedScript? {
    guard let source = source(of: path) else { return nil }
    do {
      let script = try ScriptEvaluator.evaluate(source: source, path: path, semantics: semantics, view: view, safeArea: safeArea,
                                                dynamicTypeSize: dynamicTypeSize)
      for warning in Diagnostic.rendered(script.warnings, sources: [path: source]) { printError(warning) }
      return script
    } catch {
      printError(error.rendered())
      return nil
    }
  }

  /// The text of the script at `path` (the built-in card's for its name); nil, said why, when
  /// it cannot be read.
  static func source(of path: String) -> String? {
    guard path != DefaultScript.path else { return DefaultScript.source }
    do {
      return try ScriptFile.read(path)
    } catch {
      printError("qlrepl: \(error)")
      return nil
    }
  }

  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
