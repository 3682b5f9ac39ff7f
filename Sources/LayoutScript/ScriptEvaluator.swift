import LayoutCore

/// The entry point of the script language: source text in, element tree or diagnostics out.
public enum ScriptEvaluator {
  /// Parses and evaluates the script `source`, read from `path` (used in diagnostics and to
  /// resolve `import "…"`), within `limits`. Evaluation goes on after an error where it can, so
  /// a failure holds every error found (up to 20), in source order. Setting `interrupt` from
  /// another thread ends the evaluation with the error "evaluation interrupted". `additions`
  /// run after the script's own statements, in order, and a body there replaces the script's. A
  /// script that fails and looks like SwiftUI or SwiftLayout code says so first (`ScriptFailure.preamble`).
  /// `semantics`, when given, overrides the script's own choice of layout rules, and `view` its
  /// choice of the view to show (`--view`, as `canvas(view:)`), `dynamicTypeSize` the text size
  /// text styles are read at (`--dynamic-type`, Large when nil), `canvasSize` the canvas's size
  /// (`--size`, `--device`) when it is not the script's: a UIKit class's `layoutSubviews()` runs in it. A console log of UIKit's
  /// ("Unable to simultaneously satisfy constraints.") is read by its own dialect
  /// (`ConsoleLogDocument`), recognised by its first line. Parsing and evaluation run on a
  /// thread with a deep stack (`DeepStack`), whichever thread calls.
  public static func evaluate(source: String, path: String, limits: ScriptLimits = .standard,
                              interrupt: EvaluationInterrupt? = nil, additions: [ScriptAdditions] = [],
                              semantics: Semantics? = nil, view: String? = nil, safeArea: EdgeInsets? = nil,
                              dynamicTypeSize: DynamicTypeSize? = nil, canvasSize: Size? = nil) throws(ScriptFailure) -> EvaluatedScript {
    if ConsoleLogDocument.recognizes(source) {
      if let addition = additions.first {
        throw ScriptFailure(diagnostics: [Diagnostic("a console log takes no statements or layout",
          at: SourceLocation(file: addition.path, line: 1, column: 1),
          hint: "change its constraints with :priority ADDRESS N and :set ADDRESS.constant N (:knobs lists them)")],
                            sources: [addition.path: addition.source])
      }
      return try ConsoleLogDocument.evaluate(source: source, path: path)
    }
    do throws(ScriptFailure) {
      defer { FreedMemory.release(afterEvaluating: source.utf8.count) }
      let evaluate = { (build: BuildConfiguration) throws(ScriptFailure) -> EvaluatedScript in
        try evaluateOrFail(source: source, path: path, limits: limits, interrupt: interrupt, additions: additions, semantics: semantics,
                           view: view, safeArea: safeArea, dynamicTypeSize: dynamicTypeSize, canvasSize: canvasSize, build: build)
      }
      return try DeepStack.run { () throws(ScriptFailure) -> EvaluatedScript in
        let script = try evaluate(.iPhoneSimulator)
        return otherPlatformsBuild(of: script, path: path, evaluate) ?? appFlagsBuild(of: script, path: path, evaluate) ?? script
      }
    } catch {
      var failure = error
      failure.preamble = ForeignDialect.line(for: source, file: path)
      throw failure
    }
  }

  /// A file whose code an iPhone's build leaves out whole, standing in another platform's branch
  /// (`#if os(macOS)`, `#if canImport(AppKit)`: a macOS app's view; `#if os(tvOS)`, `#if
  /// os(watchOS)`), read again as that platform's build reads it, as Xcode previews it there,
  /// and laid out on the canvas by the same rules (SwiftUI's stacks, frames and paddings are that
  /// platform's too; its controls keep the sizes qlrepl gives an iPhone's, an estimate there),
  /// with a note; nil for another file, or when that reading has nothing to render either or fails.
  private static func otherPlatformsBuild(of script: EvaluatedScript, path: String,
                                          _ evaluate: (BuildConfiguration) throws(ScriptFailure) -> EvaluatedScript) -> EvaluatedScript? {
    guard case .library = script.document,
          let (directive, platform) = script.leftOutConditions.lazy.compactMap({ directive in BuildPlatform.owning(directive).map { (directive, $0) } }).first
    else { return nil }
    return readAgain(as: BuildConfiguration(platform: platform), path: path, evaluate,
                     note: "the file's code stands in \(directive), which an iPhone's build leaves out: it is \(platform.readingNote), "
                       + "and laid out on this canvas by the same rules; its controls keep the sizes an iPhone's have here")
  }

  /// A file whose code stands whole in a branch of the app's own compilation conditions (`#if
  /// LNPOPUP … #endif`: a target's `-D` flag, which a debug build of an iPhone leaves false), read
  /// again with those flags set, as the target the file belongs to builds it, with a note; nil for
  /// another file, or when that reading has nothing to render either or fails.
  private static func appFlagsBuild(of script: EvaluatedScript, path: String,
                                    _ evaluate: (BuildConfiguration) throws(ScriptFailure) -> EvaluatedScript) -> EvaluatedScript? {
    let flags = script.leftOutConditions.flatMap(BuildConfiguration.flags(testedBy:))
    guard case .library = script.document, !flags.isEmpty else { return nil }
    let names = flags.reduce(into: [String]()) { names, flag in if !names.contains(flag) { names.append(flag) } }
    return readAgain(as: BuildConfiguration(platform: .iPhoneSimulator, appFlags: Set(flags)), path: path, evaluate,
                     note: "the file's code stands in `#if \(names.joined(separator: "`, `#if "))`, a compilation condition of the app's "
                       + "build settings, which qlrepl cannot see: it is read with \(names.joined(separator: ", ")) set, as the target it belongs to builds it")
  }

  /// The file read again as `build`, `note` first among its warnings; nil when that reading has
  /// nothing to render either or fails.
  private static func readAgain(as build: BuildConfiguration, path: String,
                                _ evaluate: (BuildConfiguration) throws(ScriptFailure) -> EvaluatedScript, note: String) -> EvaluatedScript? {
    do throws(ScriptFailure) {
      var other = try evaluate(build)
      if case .library = other.document { return nil }
      other.warnings.insert(Diagnostic(note, at: SourceLocation(file: path, line: 1, column: 1), severity: .note), at: 0)
      return other
    } catch {
      return nil
    }
  }

  private static func evaluateOrFail(source: String, path: String, limits: ScriptLimits, interrupt: EvaluationInterrupt?,
                                     additions: [ScriptAdditions], semantics: Semantics?, view: String?,
                                     safeArea: EdgeInsets?, dynamicTypeSize: DynamicTypeSize?, canvasSize: Size?,
                                     build: BuildConfiguration) throws(ScriptFailure) -> EvaluatedScript {
    var file = try parse(source, path: path, limits: limits, build: build)
    var added: [Statement] = []
    let evaluator = Evaluator(limits: limits, interrupt: interrupt)
    evaluator.viewTable.reserveViews(min(file.viewCalls, limits.elementCount))
    evaluator.sources[path] = source
    evaluator.forcedView = view
    if let safeArea { evaluator.canvas.safeArea = safeArea }
    if let dynamicTypeSize { evaluator.canvas.dynamicTypeSize = dynamicTypeSize }
    evaluator.canvasSizeOverride = canvasSize
    var parsedAdditions: [ParsedFile] = []
    for addition in additions {
      let parsed = try parse(addition.source, path: addition.path, limits: limits)
      parsedAdditions.append(parsed)
      added += addition.isBody ? [.body(parsed.statements, SourceLocation(file: addition.path, line: 1, column: 1))] : parsed.statements
      evaluator.sources[addition.path] = addition.source
    }
    // `[file] + parsedAdditions` is a temporary: an array holding the main file beside `file`
    // would keep every top-level binding's syntax alive after it has run (`evaluateScript`).
    evaluator.semanticsChoice = SemanticsChoice(files: [file] + parsedAdditions, forced: semantics)
    evaluator.warnings += ([file] + parsedAdditions).flatMap(\.slips)
    for parsed in [file] + parsedAdditions {
      evaluator.typeMemberUses.merge(parsed.typeMemberUses) { $0.union($1) }
      evaluator.annotatedTypes.formUnion(parsed.annotatedTypes)
    }
    var script: EvaluatedScript?
    do throws(Diagnostic) {
      script = try evaluator.evaluateScript(&file.statements, path: path, additions: added)
    } catch {
      evaluator.record(error)
      if evaluator.errors.isEmpty { evaluator.errors.append(error) }
    }
    guard var script, evaluator.errors.isEmpty else {
      throw ScriptFailure(diagnostics: evaluator.inSourceOrder(evaluator.errors), sources: evaluator.sources)
    }
    script.leftOutConditions = file.leftOutConditions
    script.shownUIKitClass = evaluator.flattenedClass
    return script
  }

  private static func parse(_ source: String, path: String, limits: ScriptLimits,
                            build: BuildConfiguration = .iPhoneSimulator) throws(ScriptFailure) -> ParsedFile {
    switch Parser.parseFile(source, file: path, limits: limits, build: build) {
    case .success(let parsed): return parsed
    case .failure(let failure): throw failure
    }
  }
}
